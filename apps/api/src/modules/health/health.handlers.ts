import { healthSchema } from '@ma/api-client/schemas';
import { pingDatabase } from '../../db/database.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { toWire } from '../../lib/wire.ts';
import type { HealthRoute } from './health.routes.ts';

// 503 rather than 500: a load balancer takes the process out of rotation until the database is back.
export const health: AppRouteHandler<HealthRoute> = async (c) => {
  const { db, logger } = c.var.services;
  try {
    await pingDatabase(db);
  } catch (error) {
    logger.error('health: database did not answer', { error });
    throw apiError('DATABASE_UNAVAILABLE');
  }
  return c.json(toWire(healthSchema, { status: 'ok', database: 'ok' }), 200);
};
