import { createRouter } from '../../lib/create-router.ts';
import * as handlers from './media-kit.handlers.ts';
import * as routes from './media-kit.routes.ts';

export const mediaKitRouter = createRouter()
  .openapi(routes.getOwn, handlers.getOwn)
  .openapi(routes.save, handlers.save)
  .openapi(routes.saveAppearance, handlers.saveAppearance)
  .openapi(routes.uploadPhoto, handlers.uploadPhoto)
  .openapi(routes.usernameAvailability, handlers.usernameAvailability)
  .openapi(routes.getPublic, handlers.getPublic)
  .openapi(routes.previewImage, handlers.previewImage);
