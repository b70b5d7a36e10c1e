import type { RouteHandler } from '@hono/zod-openapi';
import { activeSessionsSchema } from '@ma/api-client/schemas';
import { endOtherSessions as endOthers, endSession as end, listSessions as list } from '../../auth/sessions.ts';
import { apiError } from '../../lib/errors.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { toWire } from '../../lib/wire.ts';
import type { AccountNeeds } from './account.handlers.ts';
import type { EndOtherSessionsRoute, EndSessionRoute, ListSessionsRoute, SignOutRoute } from './sessions.routes.ts';

/** 'Sair': the token of this session stops working on every API process at its next request. */
export const signOut: RouteHandler<SignOutRoute, AuthedEnv<AccountNeeds>> = async (c) => {
  const { id, sessionId } = c.var.user;
  await end(c.var.services.db, id, sessionId);
  return c.body(null, 204);
};

export const listSessions: RouteHandler<ListSessionsRoute, AuthedEnv<AccountNeeds>> = async (c) => {
  const { db, clock } = c.var.services;
  const { id, sessionId } = c.var.user;
  const rows = await list(db, id, clock.now());
  const items = rows.map((row) => ({
    id: row.id,
    device: row.device,
    ipPrefix: row.ipPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === sessionId,
  }));
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(activeSessionsSchema, { items }), 200);
};

/** Only the account's own sessions: another creator's id is as unknown as a made-up one (404). */
export const endSession: RouteHandler<EndSessionRoute, AuthedEnv<AccountNeeds>> = async (c) => {
  const { id } = c.req.valid('param');
  if (!(await end(c.var.services.db, c.var.user.id, id))) throw apiError('SESSION_NOT_FOUND');
  return c.body(null, 204);
};

export const endOtherSessions: RouteHandler<EndOtherSessionsRoute, AuthedEnv<AccountNeeds>> = async (c) => {
  const { id, sessionId } = c.var.user;
  await endOthers(c.var.services.db, id, sessionId);
  return c.body(null, 204);
};
