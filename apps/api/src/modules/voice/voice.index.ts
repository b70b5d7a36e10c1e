import { routerOf } from '../../lib/create-router.ts';
import * as handlers from './voice.handlers.ts';
import * as voiceOvers from './voice-overs.handlers.ts';
import * as routes from './voice.routes.ts';

export const voiceRouter = routerOf(routes, { ...handlers, ...voiceOvers });
