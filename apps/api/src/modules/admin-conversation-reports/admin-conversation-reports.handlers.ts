import type { RouteHandler } from '@hono/zod-openapi';
import { adminConversationReportDetailSchema, adminConversationReportPageSchema } from '@ma/api-client/admin';
import { toWire } from '../../lib/wire.ts';
import type { OperatorEnv } from '../operators/operator-auth.ts';
import type { AppServices } from '../services.ts';
import type * as routes from './admin-conversation-reports.routes.ts';
import { listReports as listPage, readReport as readOne } from './reports.ts';

/** The services this module's handlers use. */
export type AdminConversationReportsNeeds = Pick<AppServices, 'db' | 'clock' | 'trustProxy' | 'appOrigin' | 'operatorAccess'>;

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], OperatorEnv<AdminConversationReportsNeeds>>;

export const listReports: Handler<'listReports'> = async (c) =>
  c.json(toWire(adminConversationReportPageSchema, await listPage(c.var.services.db, c.req.valid('query').cursor)), 200, {
    'Cache-Control': 'no-store',
  });

export const readReport: Handler<'readReport'> = async (c) =>
  c.json(toWire(adminConversationReportDetailSchema, await readOne(c.var.services.db, c.req.valid('param').id)), 200, {
    'Cache-Control': 'no-store',
  });
