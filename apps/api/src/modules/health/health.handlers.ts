import { healthSchema, type HealthUnavailable } from '@ma/api-client/schemas';
import { pingDatabase } from '../../db/database.ts';
import { databaseUnavailable } from '../../lib/errors.ts';
import type { AppServices } from '../services.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { toWire } from '../../lib/wire.ts';
import type { HealthRoute } from './health.routes.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type HealthNeeds = Pick<AppServices, 'db' | 'logger'>;

// Shorter than a load balancer's check period: a database that has not answered by then is down.
const PING_TIMEOUT_MS = 2000;

const unavailable: Pick<HealthUnavailable, 'status' | 'database'> = { status: 'unavailable', database: 'unavailable' };

// 503 rather than 500: a load balancer takes the process out of rotation until the database is back.
export const health: AppRouteHandler<HealthRoute, HealthNeeds> = async (c) => {
  const { db, logger } = c.var.services;
  try {
    await pingDatabase(db, { timeoutMs: PING_TIMEOUT_MS });
  } catch (error) {
    logger.warn('health: database did not answer', { error });
    throw databaseUnavailable().withBody(unavailable);
  }
  return c.json(toWire(healthSchema, { status: 'ok', database: 'ok' }), 200);
};
