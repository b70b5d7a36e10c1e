import { and, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import * as schema from '../../db/schema.ts';

/** Whose data: the account, and every address mail went or may go to for it. */
export interface DataOwner {
  userId: string;
  addresses: string[];
}

/**
 * What deletion does with a table's rows of the creator (docs/product/account-data.md):
 * - `delete`: the rows go.
 * - `keep`: accounting records, kept as they are; they hold nothing personal but the account's id,
 *   and the account's row is emptied.
 * - a function: what the table needs (the paid commissions stay, the others go...).
 */
type Erasure = 'delete' | 'keep' | ((tx: Database, owner: DataOwner) => Promise<unknown>);

export interface PersonalTable {
  table: PgTable;
  /** The creator's rows in it. */
  owned: (owner: DataOwner) => SQL | undefined;
  /** Columns never exported: secrets (hashes, encrypted tokens, live links), not data about the person. */
  secret?: PgColumn[];
  erase: Erasure;
}

const byUser = (column: PgColumn) => (owner: DataOwner) => eq(column, owner.userId);
const ownLinks = (owner: DataOwner) =>
  inArray(
    schema.affiliateClicks.linkId,
    sql`(select ${schema.affiliateLinks.id} from ${schema.affiliateLinks} where ${schema.affiliateLinks.userId} = ${owner.userId})`,
  );
const ownGenerations = (owner: DataOwner) =>
  inArray(
    schema.ideas.generationId,
    sql`(select ${schema.ideaGenerations.id} from ${schema.ideaGenerations} where ${schema.ideaGenerations.userId} = ${owner.userId})`,
  );

/**
 * Every table that holds rows of a creator, in the order deletion visits them (children before
 * the rows they point to). The export and the deletion both read this list, and a test holds
 * that every table of the schema is either here or in `notPersonalTables`.
 */
export const personalTables: PersonalTable[] = [
  {
    table: schema.passwordResetTokens,
    owned: byUser(schema.passwordResetTokens.userId),
    secret: [schema.passwordResetTokens.tokenHash],
    erase: 'delete',
  },
  { table: schema.emailChanges, owned: byUser(schema.emailChanges.userId), secret: [schema.emailChanges.tokenHash], erase: 'delete' },
  {
    table: schema.outbox,
    owned: (owner) => (owner.addresses.length > 0 ? inArray(schema.outbox.to, owner.addresses) : sql`false`),
    // The bodies hold links with live tokens (a reset, an e-mail change).
    secret: [schema.outbox.html, schema.outbox.text],
    erase: 'delete',
  },
  { table: schema.npsAnswers, owned: byUser(schema.npsAnswers.userId), erase: 'delete' },
  { table: schema.npsDismissals, owned: byUser(schema.npsDismissals.userId), erase: 'delete' },
  { table: schema.mediaKitViews, owned: byUser(schema.mediaKitViews.userId), erase: 'delete' },
  { table: schema.mediaKits, owned: byUser(schema.mediaKits.userId), erase: 'delete' },
  { table: schema.audienceProfiles, owned: byUser(schema.audienceProfiles.userId), erase: 'delete' },
  {
    table: schema.socialAccounts,
    owned: byUser(schema.socialAccounts.userId),
    secret: [schema.socialAccounts.accessTokenEnc, schema.socialAccounts.refreshTokenEnc],
    erase: 'delete',
  },
  { table: schema.socialStatsSnapshots, owned: byUser(schema.socialStatsSnapshots.userId), erase: 'delete' },
  {
    table: schema.oauthStates,
    owned: byUser(schema.oauthStates.userId),
    secret: [schema.oauthStates.stateHash, schema.oauthStates.browserHash],
    erase: 'delete',
  },
  {
    table: schema.connectGrants,
    owned: byUser(schema.connectGrants.userId),
    secret: [schema.connectGrants.tokenHash, schema.connectGrants.accessTokenEnc],
    erase: 'delete',
  },
  { table: schema.applications, owned: byUser(schema.applications.userId), erase: 'delete' },
  { table: schema.creditLedger, owned: byUser(schema.creditLedger.userId), erase: 'keep' },
  { table: schema.creditBalances, owned: byUser(schema.creditBalances.userId), erase: 'keep' },
  { table: schema.couponRedemptions, owned: byUser(schema.couponRedemptions.userId), erase: 'keep' },
  { table: schema.affiliateClicks, owned: ownLinks, erase: 'delete' },
  {
    table: schema.affiliateCommissions,
    owned: byUser(schema.affiliateCommissions.userId),
    // A paid commission is a payment made: it stays, without the click that tied it to a visitor.
    erase: async (tx, owner) => {
      const { userId, status } = schema.affiliateCommissions;
      await tx.delete(schema.affiliateCommissions).where(and(eq(userId, owner.userId), ne(status, 'paid')));
      await tx.update(schema.affiliateCommissions).set({ clickId: null }).where(eq(userId, owner.userId));
    },
  },
  { table: schema.affiliateLinks, owned: byUser(schema.affiliateLinks.userId), erase: 'delete' },
  {
    table: schema.affiliatePayouts,
    owned: byUser(schema.affiliatePayouts.userId),
    // What was paid and with which bank reference stays; where it went (a PIX key is a CPF, a
    // phone, an e-mail) does not.
    erase: (tx, owner) => tx.update(schema.affiliatePayouts).set({ pixKey: REMOVED }).where(eq(schema.affiliatePayouts.userId, owner.userId)),
  },
  { table: schema.affiliates, owned: byUser(schema.affiliates.userId), erase: 'delete' },
  { table: schema.ideas, owned: ownGenerations, erase: 'delete' },
  { table: schema.ideaGenerations, owned: byUser(schema.ideaGenerations.userId), erase: 'delete' },
  { table: schema.voiceOvers, owned: byUser(schema.voiceOvers.userId), erase: 'delete' },
  { table: schema.ugcScripts, owned: byUser(schema.ugcScripts.userId), erase: 'delete' },
  { table: schema.voiceSamples, owned: byUser(schema.voiceSamples.userId), erase: 'delete' },
  { table: schema.voiceProfiles, owned: byUser(schema.voiceProfiles.userId), erase: 'delete' },
  {
    table: schema.users,
    owned: (owner) => eq(schema.users.id, owner.userId),
    secret: [schema.users.passwordHash, schema.users.tokenVersion],
    // Emptied, not removed: the kept records point to it (see the schema's `deletedAt`).
    erase: (tx, owner) =>
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
          deletedAt: sql`now()`,
        })
        .where(eq(schema.users.id, owner.userId)),
  },
];

/** The tables with no row of any creator: the catalogue, the brands' side. */
export const notPersonalTables: PgTable[] = [
  schema.categories,
  schema.proposals,
  schema.coupons,
  schema.affiliateBrands,
  // Event ids of the brands' webhooks; the commissions they made are above.
  schema.affiliateWebhookEvents,
  // A brand's secret link to a proposal's applicants.
  schema.proposalLinks,
];

/** What a kept record shows where personal data was. */
export const REMOVED = '[removido]';
export const DELETED_NAME = 'Conta excluída';
/** A username no one can choose (usernames have no '~'), so a deleted account's address stays free of kits. */
export const deletedUsername = (userId: string) => `~excluida-${userId}`;

/** A table's columns by their database names, secrets left out, for the export. */
export function exportedColumns(entry: PersonalTable): Record<string, PgColumn> {
  const secret = new Set(entry.secret ?? []);
  return Object.fromEntries(
    Object.values(getTableColumns(entry.table))
      .filter((column) => !secret.has(column))
      .map((column) => [column.name, column]),
  );
}
