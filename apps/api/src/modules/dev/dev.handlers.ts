import { forgotPasswordPayloadSchema, outboxResponseSchema } from '@ma/api-client/schemas';
import { desc, eq } from 'drizzle-orm';
import { outbox as outboxTable } from '../../db/schema.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import type { OutboxRoute } from './dev.routes.ts';

const LIMIT = 20;

export const outbox: AppRouteHandler<OutboxRoute> = async (c) => {
  const { email } = fromWire(forgotPasswordPayloadSchema, c.req.valid('query'));
  const rows = await c.var.services.db.select().from(outboxTable).where(eq(outboxTable.to, email)).orderBy(desc(outboxTable.createdAt)).limit(LIMIT);
  const items = rows.map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt: createdAt.toISOString() }));
  return c.json(toWire(outboxResponseSchema, { items }), 200);
};
