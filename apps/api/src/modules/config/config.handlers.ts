import { publicConfigSchema } from '@ma/api-client/schemas';
import type { AppServices } from '../services.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { toWire } from '../../lib/wire.ts';
import type { PublicConfigRoute } from './config.routes.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type ConfigNeeds = Pick<AppServices, 'google' | 'demoMode' | 'mailer' | 'connect' | 'ai' | 'vipGroup'>;

// Public by design: nothing here is a secret (a Google client id is printed in every page using it).
export const publicConfig: AppRouteHandler<PublicConfigRoute, ConfigNeeds> = (c) => {
  const { google, demoMode, mailer, connect, ai, vipGroup } = c.var.services;
  const config = {
    googleClientId: google?.clientId ?? null,
    demoMode,
    mailDelivery: mailer.kind,
    instagramSignUp: connect.instagram !== undefined,
    aiAvailable: ai !== null,
    vipGroup,
  };
  return c.json(toWire(publicConfigSchema, config), 200);
};
