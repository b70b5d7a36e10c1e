import { eq, sql } from 'drizzle-orm';
import * as schema from '../../db/schema.ts';
import { byUser, type PersonalTable } from '../../lib/personal-data.ts';

/**
 * The account's own tables (this module's part of the map every module declares, lib/personal-data.ts).
 * The account module stands first of those with tables in modules/index.ts, so deletion, which visits the modules from the
 * last, empties the account's row after every other row that points to it.
 */
export const accountTables: PersonalTable[] = [
  {
    table: schema.passwordResetTokens,
    owned: byUser(schema.passwordResetTokens.userId),
    secret: [schema.passwordResetTokens.tokenHash],
    erase: 'delete',
  },
  { table: schema.emailChanges, owned: byUser(schema.emailChanges.userId), secret: [schema.emailChanges.tokenHash], erase: 'delete' },
  {
    table: schema.outbox,
    // The mails sent while the account held the address, never those of an address it only asked for.
    owned: byUser(schema.outbox.userId),
    // The bodies hold links with live tokens (a reset, an e-mail change).
    secret: [schema.outbox.html, schema.outbox.text],
    erase: 'delete',
  },
  {
    table: schema.users,
    owned: (owner) => eq(schema.users.id, owner.userId),
    secret: [schema.users.passwordHash, schema.users.tokenVersion],
    // Emptied, not removed: the kept records point to it (see the schema's `deletedAt`).
    erase: (tx, owner, at) =>
      tx
        .update(schema.users)
        .set({
          email: null,
          name: DELETED_NAME,
          username: deletedUsername(owner.userId),
          passwordHash: null,
          pictureUrl: null,
          bio: null,
          city: null,
          state: null,
          niches: null,
          level: 'bronze',
          emailVerifiedAt: null,
          tokenVersion: sql`${schema.users.tokenVersion} + 1`,
          deletedAt: at,
        })
        .where(eq(schema.users.id, owner.userId)),
  },
];

export const DELETED_NAME = 'Conta excluída';
/** A username no one can choose (usernames have no '~'), so a deleted account's address stays free of kits. */
export const deletedUsername = (userId: string) => `~excluida-${userId}`;
