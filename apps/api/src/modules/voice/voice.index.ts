import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './voice.handlers.ts';
import * as voiceOvers from './voice-overs.handlers.ts';
import * as routes from './voice.routes.ts';

export const voiceRouter = createRouter()
  .openapi(routes.getVoiceCloning, handlers.getVoiceCloning)
  .openapi(routes.uploadSample, handlers.uploadSample)
  .openapi(routes.deleteSample, handlers.deleteSample)
  .openapi(routes.createProfile, handlers.createProfile)
  .openapi(routes.deleteProfile, handlers.deleteProfile)
  .openapi(routes.createVoiceOver, voiceOvers.createVoiceOver)
  .openapi(routes.listVoiceOvers, voiceOvers.listVoiceOvers)
  .openapi(routes.getVoiceOverAudio, voiceOvers.getVoiceOverAudio);
