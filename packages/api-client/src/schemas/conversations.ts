import { CONVERSATION_PAGE, conversationMessages, conversationSides, MESSAGE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from '@ma/domain';
import { z } from 'zod';
import { listOf } from './common.ts';
import { filledText } from './text.ts';

// The conversation of an application (docs/product/conversations.md): the same shapes for the
// creator (/v3/proposal/applications/{id}/conversation) and a member of the brand
// (/v3/brand/applications/{applicationId}/conversation).

export const conversationSideSchema = z.enum(conversationSides);

/** One message: plain text, never HTML. */
export const messageSchema = z.object({
  id: z.string(),
  side: conversationSideSchema,
  /** The creator's name, or the brand member's who wrote it. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Written by the person reading it (for a brand, this member, not a colleague). */
  mine: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** The refusal of a cursor or page size the API did not offer ('Mensagens anteriores'). */
export const conversationPageInvalid = 'Página de mensagens inválida. Recarregue a conversa.';

/**
 * GET .../conversation?cursor=&limit=: the latest `limit` messages (up to 200, the default), or
 * with `cursor` (a page's `olderCursor`) the `limit` written before that page.
 */
export const conversationQuerySchema = z.object({
  /** The `olderCursor` of the page read before: opaque. */
  cursor: z
    .string({ error: conversationPageInvalid })
    .max(200, { error: conversationPageInvalid })
    .regex(/^[\w-]+$/, { error: conversationPageInvalid })
    .optional(),
  /** Messages a page: 1 to 200. */
  limit: z
    .string({ error: conversationPageInvalid })
    .regex(/^[1-9]\d{0,2}$/, { error: conversationPageInvalid })
    .refine((limit) => Number(limit) <= CONVERSATION_PAGE, { error: conversationPageInvalid })
    .optional(),
});

/** Messages a page of the apps' conversations: the latest, then each 'Carregar mensagens anteriores'. */
export const CONVERSATION_PAGE_SIZE = 50;

/** A page to ask for: older than `cursor` (none: the latest), `limit` messages (1 to 200). */
export interface ConversationPageRequest {
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** The request options of `page` for the two sides' calls: no query string for the default page. */
export function conversationPageOptions({ cursor, limit }: ConversationPageRequest): { searchParams?: Record<string, string> } {
  const searchParams = { ...(cursor ? { cursor } : {}), ...(limit === undefined ? {} : { limit: String(limit) }) };
  return Object.keys(searchParams).length > 0 ? { searchParams } : {};
}

/**
 * The conversation as one side reads it: a page of messages, oldest first (the newest at the
 * bottom), the latest unless a cursor asked for older ones.
 */
export const conversationSchema = z.object({
  applicationId: z.string(),
  /** The other side's name: the brand for the creator, the creator for the brand. */
  withName: z.string(),
  messages: z.array(messageSchema),
  /** The cursor of the messages written before this page (`?cursor=`); null when there are none. */
  olderCursor: z.string().nullable(),
  /** Messages of the other side this side has not read. */
  unread: z.number().int().nonnegative(),
  /** When the other side last read it ('Visto'); null if never. */
  seenAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** A side's unread count of each conversation that has any message. */
export const conversationSummarySchema = z.object({
  applicationId: z.string(),
  unread: z.number().int().nonnegative(),
  lastMessageAt: z.string(),
});
export const conversationSummaryListSchema = listOf(conversationSummarySchema);
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** A message to send: trimmed, 1 to 2,000 characters. */
export const messagePayloadSchema = z.object({
  body: filledText(MESSAGE_MAX_LENGTH, conversationMessages.bodyRequired, { tooLong: conversationMessages.bodyTooLong }),
});
export type MessagePayload = z.infer<typeof messagePayloadSchema>;

/** A report of the conversation to the operators: why, 1 to 1,000 characters. */
export const conversationReportPayloadSchema = z.object({
  reason: filledText(REPORT_REASON_MAX_LENGTH, conversationMessages.reasonRequired, { tooLong: conversationMessages.reasonTooLong }),
});
export type ConversationReportPayload = z.infer<typeof conversationReportPayloadSchema>;
