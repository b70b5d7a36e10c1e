import { conversationSides } from '@ma/domain';
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant, parentIdColumn } from './columns.ts';
import { brandMembers } from './brands.schema.ts';
import { applications } from './proposals.schema.ts';
import { users } from './users.schema.ts';

// One conversation per application between the brand's team and the creator
// (docs/product/conversations.md): plain-text messages, each side's last read, and the reports
// the operators read in the back office.

export const conversationSideEnum = pgEnum('conversation_side', conversationSides);

/**
 * The conversation of an application, written with its first message or read (an application
 * with none has an empty one). Each side's last read gives its unread count and the other's
 * 'Visto'; each side's last told message is where the next notice starts.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    applicationId: parentIdColumn('application_id', () => applications.id),
    creatorReadAt: instant('creator_read_at'),
    brandReadAt: instant('brand_read_at'),
    /** The creation time of the last message each side was told of (a notice or an e-mail). */
    creatorToldAt: instant('creator_told_at'),
    brandToldAt: instant('brand_told_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('conversations_application_unique').on(table.applicationId)],
);

/** A message: plain text as typed (trimmed), never HTML. A brand's names its member. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: idColumn(),
    conversationId: parentIdColumn('conversation_id', () => conversations.id),
    side: conversationSideEnum('side').notNull(),
    /** The member who wrote a brand's message (a removed member's row stays, so it keeps naming them). */
    memberId: uuid('member_id').references(() => brandMembers.id),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('conversation_messages_conversation_created_idx').on(table.conversationId, table.createdAt)],
);

/** A side's report of a conversation to the operators, with its reason. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: idColumn(),
    conversationId: parentIdColumn('conversation_id', () => conversations.id),
    side: conversationSideEnum('side').notNull(),
    /** Who reported: the creator, or the brand's member. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => brandMembers.id),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('conversation_reports_created_idx').on(table.createdAt.desc(), table.id.desc())],
);

export type ConversationRow = typeof conversations.$inferSelect;
