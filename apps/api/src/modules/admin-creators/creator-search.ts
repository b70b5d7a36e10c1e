import type { AdminCreator, AdminCreatorQuery } from '@ma/api-client/admin';
import { isValidTaxId, normalizeDocument } from '@ma/domain';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { affiliates, users, type UserRow } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';
import { newestFirst } from '../../lib/keyset.ts';

export const CREATOR_PAGE_SIZE = 25;

/** A creator as the list shows her. */
export const toAdminCreator = (user: UserRow): AdminCreator => ({
  id: user.id,
  name: user.name,
  email: user.email,
  username: user.username,
  level: user.level,
  pictureUrl: user.pictureUrl,
  emailConfirmed: user.emailVerifiedAt !== null,
  blocked: user.blockedAt !== null,
  createdAt: user.createdAt.toISOString(),
});

/**
 * What a query matches, each through an index (migration 0036): an e-mail exactly (its unique
 * index), a valid CPF or CNPJ exactly (the affiliates' document index: the stored digits, never
 * a scan), else a username exactly or a name by its start (lower(name) text_pattern_ops).
 */
function matching(db: Database, q: string): SQL | undefined {
  if (q === '') return undefined;
  if (q.includes('@') && !q.startsWith('@')) return eq(users.email, q.toLowerCase());
  if (isValidTaxId(q))
    return inArray(
      users.id,
      db
        .select({ id: affiliates.userId })
        .from(affiliates)
        .where(eq(affiliates.document, normalizeDocument(q))),
    );
  const username = q.replace(/^@/, '').toLowerCase();
  return or(eq(users.username, username), sql`lower(${users.name}) like lower(${`${escapeLike(q)}%`})`);
}

// In the order of users_created_idx (newestFirst): with a plain `desc` every page sorted all the creators.
const newestCreatorsFirst = newestFirst(users.createdAt, users.id);

/**
 * A page of creators, newest first, deleted accounts left out. Keyset pagination: the cursor is
 * the last row's id, and the next page starts below that row's (created_at, id) on the
 * users_created_idx index, so a page costs the same at any depth of 100,000 creators.
 */
export async function searchCreators(db: Database, query: AdminCreatorQuery, pageSize = CREATOR_PAGE_SIZE) {
  const after = query.cursor && isUuid(query.cursor) ? query.cursor : undefined;
  const last = alias(users, 'cursor_user');
  const cursorRow = db
    .select({ createdAt: last.createdAt, id: last.id })
    .from(last)
    .where(eq(last.id, after ?? ''));
  const below = after ? sql`(${users.createdAt}, ${users.id}) < (${cursorRow})` : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), matching(db, query.q ?? ''), below))
    .orderBy(...newestCreatorsFirst)
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return { items: page.map(toAdminCreator), nextCursor: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null };
}
