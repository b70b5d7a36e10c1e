import type { RouteHandler } from '@hono/zod-openapi';
import { dashboardSchema } from '@ma/api-client/admin';
import { transactionExecutor } from '../../lib/jobs/in-transaction.ts';
import { createJobAdmin } from '../../lib/jobs/job-runner.ts';
import { toWire } from '../../lib/wire.ts';
import type { OperatorEnv } from '../operators/operator-auth.ts';
import type { AppServices } from '../services.ts';
import * as dashboard from './dashboard.service.ts';
import type * as routes from './admin-dashboard.routes.ts';

/** The services this module's handlers use. */
export type AdminDashboardNeeds = Pick<AppServices, 'db' | 'clock' | 'trustProxy' | 'appOrigin' | 'operatorAccess'>;

export const readDashboard: RouteHandler<typeof routes.readDashboard, OperatorEnv<AdminDashboardNeeds>> = async (c) => {
  const { db, clock } = c.var.services;
  const figures = await dashboard.readDashboard(db, createJobAdmin(transactionExecutor(db)), clock.now());
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(dashboardSchema, figures), 200);
};
