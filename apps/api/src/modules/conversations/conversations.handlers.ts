import type { RouteHandler } from '@hono/zod-openapi';
import {
  conversationReportPayloadSchema,
  conversationSchema,
  conversationSummaryListSchema,
  messagePayloadSchema,
  messageSchema,
} from '@ma/api-client/schemas';
import type { AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { publishedProposalOf } from '../brands/brand-applicants.ts';
import type { BrandEnv, SignedInMember } from '../brands/brand-auth.ts';
import type { AppServices } from '../services.ts';
import { brandSummaries, creatorSummaries, markRead, readConversation, reportConversation, sendMessage, type PageRequest } from './messages.ts';
import type * as routes from './conversations.routes.ts';
import type { Reader } from './threads.ts';

/** The services this module's handlers use. */
export type ConversationsNeeds = Pick<AppServices, 'db' | 'clock' | 'rateLimiter' | 'trustProxy' | 'appOrigin'>;

type Creator<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AuthedEnv<ConversationsNeeds>>;
type Brand<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], BrandEnv<ConversationsNeeds>>;

const creator = (user: { id: string }): Reader => ({ side: 'creator', userId: user.id });
const brand = (member: Readonly<SignedInMember>): Reader => ({ side: 'brand', brandId: member.brandId, memberId: member.id });

/** The page the query asks for (already checked by conversationQuerySchema). */
const pageOf = (query: { cursor?: string | undefined; limit?: string | undefined }): PageRequest => ({
  cursor: query.cursor,
  limit: query.limit === undefined ? undefined : Number(query.limit),
});

// Personal data: no cache keeps a conversation.
const noStore = { 'Cache-Control': 'no-store' };

export const creatorConversations: Creator<'creatorConversations'> = async (c) => {
  const items = await creatorSummaries(c.var.services.db, c.var.user.id);
  return c.json(toWire(conversationSummaryListSchema, { items }), 200, noStore);
};

export const creatorConversation: Creator<'creatorConversation'> = async (c) => {
  const conversation = await readConversation(c.var.services.db, creator(c.var.user), c.req.valid('param').id, pageOf(c.req.valid('query')));
  return c.json(toWire(conversationSchema, conversation), 200, noStore);
};

export const creatorSend: Creator<'creatorSend'> = async (c) => {
  const { body } = fromWire(messagePayloadSchema, c.req.valid('json'));
  const message = await sendMessage(c.var.services, creator(c.var.user), c.req.valid('param').id, body);
  return c.json(toWire(messageSchema, message), 201);
};

export const creatorRead: Creator<'creatorRead'> = async (c) => {
  await markRead(c.var.services, creator(c.var.user), c.req.valid('param').id);
  return c.body(null, 204);
};

export const creatorReport: Creator<'creatorReport'> = async (c) => {
  const { reason } = fromWire(conversationReportPayloadSchema, c.req.valid('json'));
  await reportConversation(c.var.services, creator(c.var.user), c.req.valid('param').id, reason);
  return c.body(null, 204);
};

export const brandConversations: Brand<'brandConversations'> = async (c) => {
  const { db } = c.var.services;
  const { brandId } = c.var.member;
  const proposal = await publishedProposalOf(db, brandId, c.req.valid('param').id);
  return c.json(toWire(conversationSummaryListSchema, { items: await brandSummaries(db, brandId, proposal.id) }), 200, noStore);
};

export const brandConversation: Brand<'brandConversation'> = async (c) => {
  const conversation = await readConversation(
    c.var.services.db,
    brand(c.var.member),
    c.req.valid('param').applicationId,
    pageOf(c.req.valid('query')),
  );
  return c.json(toWire(conversationSchema, conversation), 200, noStore);
};

export const brandSend: Brand<'brandSend'> = async (c) => {
  const { body } = fromWire(messagePayloadSchema, c.req.valid('json'));
  const message = await sendMessage(c.var.services, brand(c.var.member), c.req.valid('param').applicationId, body);
  return c.json(toWire(messageSchema, message), 201);
};

export const brandRead: Brand<'brandRead'> = async (c) => {
  await markRead(c.var.services, brand(c.var.member), c.req.valid('param').applicationId);
  return c.body(null, 204);
};

export const brandReport: Brand<'brandReport'> = async (c) => {
  const { reason } = fromWire(conversationReportPayloadSchema, c.req.valid('json'));
  await reportConversation(c.var.services, brand(c.var.member), c.req.valid('param').applicationId, reason);
  return c.body(null, 204);
};
