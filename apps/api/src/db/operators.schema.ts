import { operatorRoles } from '@ma/api-client/admin';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cookieSessionColumns, idColumn, instant, parentIdColumn, singleUseLinkColumns } from './columns.ts';

// The people who run the platform (docs/product/backoffice.md, docs/decisions/035-operators.md):
// accounts of their own, never a flag on a creator, with a password, a second factor (TOTP),
// server-side sessions in a cookie of their own, and an audit log of every write they make.

export const operatorRoleEnum = pgEnum('operator_role', operatorRoles);

/** An operator of the back office. Never deleted: disabled (their rows in the audit log keep naming them). */
export const operators = pgTable(
  'operators',
  {
    id: idColumn(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: operatorRoleEnum('role').notNull(),
    /** argon2id (auth/password-hasher.ts); null until the setup link is used. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, sealed (AES-256-GCM, operators' own key); null until enrolled. Never sent back after the setup. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 5.2). */
    totpLastStep: integer('totp_last_step'),
    /** When the setup link was used: password and factor set. */
    enrolledAt: instant('enrolled_at'),
    disabledAt: instant('disabled_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [uniqueIndex('operators_email_unique').on(table.email)],
);

/**
 * A signed-in operator (decision 024's server-side sessions, for operators): the cookie carries a
 * random token, the row only its SHA-256; it lasts 12 hours at most, and ending it deletes the row.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: idColumn(),
    operatorId: parentIdColumn('operator_id', () => operators.id),
    ...cookieSessionColumns('operator_sessions_token_hash_unique'),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/** The 10 recovery codes of an operator's factor: hashed, each good once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: idColumn(),
    operatorId: parentIdColumn('operator_id', () => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

/**
 * A one-time setup link (7 days): whoever holds it sets the operator's password and enrols the
 * TOTP secret made with it (sealed here until then). A new link voids the older ones.
 */
export const operatorSetupTokens = pgTable(
  'operator_setup_tokens',
  {
    id: idColumn(),
    operatorId: parentIdColumn('operator_id', () => operators.id),
    totpSecret: text('totp_secret').notNull(),
    ...singleUseLinkColumns('operator_setup_tokens_token_hash_unique'),
  },
  (table) => [index('operator_setup_tokens_operator_idx').on(table.operatorId)],
);

/**
 * Every operator write (lib/audited-write.ts, in the write's transaction): who (null: a command
 * on the server), when, what, on what, before and after, from where. Append-only: no code path
 * updates or deletes a row, and a trigger refuses UPDATE and DELETE (migration 0033).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Increasing: the keyset of the newest-first pages (`at` may repeat). */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: uuid('operator_id').references(() => operators.id),
    at: instant('at').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_operator_idx').on(table.operatorId, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.id),
  ],
);
