import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, socialAccounts, users, voiceProfiles, type UserRow } from '../../db/schema.ts';
import { apiError, apiFieldError } from '../../lib/errors.ts';
import type { AppServices } from '../services.ts';
import { fieldError } from '../../lib/validation.ts';
import { voidPendingEmailLinks } from '../account/email-links.ts';
import { checkAccountPassword } from '../account/sign-in-throttle.ts';
import type { DataOwner } from '../../lib/personal-data.ts';
import { exportedColumns } from './personal-data.ts';

/** What the creator's data needs of the app: the rows, and the files and grants kept elsewhere. */
export type DataServices = Pick<
  AppServices,
  | 'db'
  | 'clock'
  | 'rateLimiter'
  | 'passwordHasher'
  | 'mailer'
  | 'appOrigin'
  | 'background'
  | 'storage'
  | 'kits'
  | 'connect'
  | 'voice'
  | 'logger'
  | 'personalTables'
>;

const CURRENT_PASSWORD_REQUIRED = 'Informe sua senha atual.';

/**
 * The account's password asked again (an e-mail change, a password change, a deletion). A wrong
 * one counts against the same limits as a failed sign-in, so a session left open is no way to
 * guess it; it is a 422 on `field`, never a 401, which would sign the creator out. An account
 * without a password (Google, Instagram) has nothing to ask.
 */
export async function confirmPassword(
  services: DataServices,
  user: Pick<UserRow, 'id' | 'email' | 'passwordHash'>,
  input: { password: string | undefined; field: string; address: string },
): Promise<void> {
  if (user.passwordHash === null) return;
  if (!input.password) throw fieldError(input.field, CURRENT_PASSWORD_REQUIRED);
  const account = { id: user.id, email: user.email, passwordHash: user.passwordHash };
  if (!(await checkAccountPassword(services, account, { password: input.password, address: input.address })))
    throw apiFieldError('CURRENT_PASSWORD_WRONG', input.field);
}

/**
 * The new password; every token issued before stops working, and so do pending reset links and
 * e-mail changes (one an intruder with a session asked for dies when the owner changes it).
 */
export async function storePassword(services: DataServices, userId: string, passwordHash: string): Promise<UserRow> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw apiError('SESSION_EXPIRED');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await voidPendingEmailLinks(tx, userId, now, 'change');
    return user;
  });
}

/** Whose rows: the account's, by its id; its mails too, kept with the account that held the address (outbox-mailer.ts). */
const ownerOf = (user: Pick<UserRow, 'id'>): DataOwner => ({ userId: user.id });

export const EXPORT_FORMAT = 'mais-alcance-export/1' as const;

/** Every row of the creator's, table by table, read in one snapshot, secrets left out. */
export async function exportAccount(services: DataServices, user: Pick<UserRow, 'id' | 'email'>) {
  const owner = ownerOf(user);
  const tables = await services.db.transaction(
    async (tx) => {
      const entries: [string, Record<string, unknown>[]][] = [];
      for (const entry of services.personalTables) {
        entries.push([getTableName(entry.table), await tx.select(exportedColumns(entry)).from(entry.table).where(entry.owned(owner))]);
      }
      return Object.fromEntries(entries);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { format: EXPORT_FORMAT, exportedAt: services.clock.now().toISOString(), userId: user.id, tables };
}

/**
 * Deletes the account (docs/product/account-data.md): `eraseAccount` in one transaction, then
 * what lives outside the database (`releaseAccount`).
 */
export async function deleteAccount(services: DataServices, user: Pick<UserRow, 'id' | 'email' | 'username'>): Promise<void> {
  const erased = await services.db.transaction((tx) => eraseAccount({ ...services, db: tx }, user));
  await releaseAccount(services, erased);
}

/** What an erased account leaves outside the database, for `releaseAccount` once the erasure is committed. */
export interface ErasedAccount {
  user: Pick<UserRow, 'id' | 'username'>;
  networks: Pick<typeof socialAccounts.$inferSelect, 'network' | 'accessTokenEnc'>[];
  voiceId: string | null;
}

/**
 * The database's part of a deletion, in the caller's transaction (`services.db`): every table's
 * rows of the creator go, the accounting records stay emptied of personal data, the account's
 * row is emptied and its token version bumped (every session ends).
 */
export async function eraseAccount(services: DataServices, user: Pick<UserRow, 'id' | 'email' | 'username'>): Promise<ErasedAccount> {
  const { db, personalTables } = services;
  const owner = ownerOf(user);
  const at = services.clock.now();
  const networks = await db
    .select({ network: socialAccounts.network, accessTokenEnc: socialAccounts.accessTokenEnc })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, user.id));
  const [profile] = await db.select({ voiceId: voiceProfiles.externalVoiceId }).from(voiceProfiles).where(eq(voiceProfiles.userId, user.id));
  for (const entry of personalTables) {
    if (entry.erase === 'keep') continue;
    if (entry.erase === 'delete') await db.delete(entry.table).where(entry.owned(owner));
    else await entry.erase(db, owner, at);
  }
  return { user, networks, voiceId: profile?.voiceId ?? null };
}

/**
 * After the erasure is committed (never before: a rolled-back deletion keeps its files): the
 * files go and the networks' and the voice service's grants are revoked (best effort, logged).
 */
export async function releaseAccount(services: DataServices, { user, networks, voiceId }: ErasedAccount): Promise<void> {
  const { connect, voice, storage, background, kits } = services;
  kits.forget(user.username);
  await Promise.all([
    storage.deleteFolder(`avatars/${user.id}`),
    storage.deleteFolder(`previews/${user.id}`),
    voice.storage.deleteFolder(`voice/${user.id}`),
  ]);
  for (const { network, accessTokenEnc } of networks) {
    const token = accessTokenEnc ? connect.cipher.open(accessTokenEnc) : undefined;
    const configured = connect[network];
    if (token && configured) background.run(`revoke ${network} grant`, () => configured.provider.revoke(token));
  }
  const provider = voice.provider;
  if (voiceId && provider) background.run('delete the voice of a deleted account', () => provider.deleteVoice(voiceId));
}
