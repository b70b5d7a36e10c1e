import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { emailLinkPurposeEnum } from './enums.ts';
import { userIdColumn, users } from './users.schema.ts';
import { idColumn, instant, singleUseLinkColumns } from './columns.ts';

/**
 * A password reset link. Only the SHA-256 of its token is stored: the token itself exists
 * only in the e-mail, so a leaked table opens no account. Single-use, valid for 1 hour.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: userIdColumn(),
    /** `used_at` is also set when another reset of the account makes the link void. */
    ...singleUseLinkColumns('password_reset_tokens_hash_unique'),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * An e-mail link waiting to be opened (docs/product/account-data.md): a change of e-mail (the new
 * address) or the proof of the account's own address mailed at sign-up (`purpose`). The link's
 * token is stored only as a hash, valid 24 hours, used once.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: idColumn(),
    userId: userIdColumn(),
    newEmail: text('new_email').notNull(),
    purpose: emailLinkPurposeEnum('purpose').notNull().default('change'),
    ...singleUseLinkColumns('email_changes_token_hash_unique'),
  },
  (table) => [index('email_changes_user_idx').on(table.userId)],
);

/** E-mails kept by the outbox mailer (no SMTP_URL): the embedded default reads them here. */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    /**
     * The account that held `to` when the mail was sent (null: none did, as for the link to an
     * address an account asks to move to): whose mail it is in the export and the deletion.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('outbox_to_created_idx').on(table.to, table.createdAt), index('outbox_user_idx').on(table.userId)],
);

/** Satisfaction survey answers (docs/product/accounts-and-levels.md); read by `cli nps:report`. */
export const npsAnswers = pgTable(
  'nps_answers',
  {
    id: idColumn(),
    userId: userIdColumn(),
    score: smallint('score').notNull(),
    description: text('description').notNull().default(''),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    check('nps_answers_score_range', sql`${table.score} between 1 and 5`),
    check('nps_answers_description_length', sql`char_length(${table.description}) <= 300`),
    index('nps_answers_user_created_idx').on(table.userId, table.createdAt),
    index('nps_answers_created_idx').on(table.createdAt),
  ],
);

/** "Not now" on the survey: it comes back later (docs/decisions/006-nps.md). */
export const npsDismissals = pgTable(
  'nps_dismissals',
  {
    id: idColumn(),
    userId: userIdColumn(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('nps_dismissals_user_created_idx').on(table.userId, table.createdAt), index('nps_dismissals_created_idx').on(table.createdAt)],
);

export type NpsAnswerRow = typeof npsAnswers.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
