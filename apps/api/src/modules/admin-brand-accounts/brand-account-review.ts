import type { AdminBrandAccount } from '@ma/api-client/admin';
import type { BrandStatus } from '@ma/api-client/brand';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brandMembers, brands } from '../../db/schema.ts';
import type { Actor } from '../../lib/audited-write.ts';
import { auditedWrite } from '../../lib/audited-write.ts';
import { apiError } from '../../lib/errors.ts';
import { readPage } from '../../lib/keyset.ts';
import type { Platform } from '../../lib/types.ts';
import { brandApprovedEmail, brandRefusedEmail } from '../brands/brand-emails.ts';

/**
 * The operators' side of brand accounts (docs/product/brands.md): the list, and the decision on a
 * pending brand, approved once its owner proved the e-mail, or refused with a reason. The
 * decision is audited in its own transaction and mailed to the owner after it commits.
 */

export const BRAND_ACCOUNT_PAGE_SIZE = 25;

const owner = sql<string>`(array_agg(${brandMembers.name} order by ${brandMembers.createdAt}) filter (where ${brandMembers.role} = 'owner'))[1]`;
const ownerEmail = sql<string>`(array_agg(${brandMembers.email} order by ${brandMembers.createdAt}) filter (where ${brandMembers.role} = 'owner'))[1]`;
const ownerProven = sql<boolean>`coalesce(bool_or(${brandMembers.emailVerifiedAt} is not null) filter (where ${brandMembers.role} = 'owner'), false)`;

/** A brand as the back office shows it, with its owner and the size of its team. */
function accountsQuery(db: Database) {
  return db
    .select({
      brand: brands,
      ownerName: owner,
      ownerEmail,
      ownerEmailConfirmed: ownerProven,
      members: count(brandMembers.id),
    })
    .from(brands)
    .leftJoin(brandMembers, and(eq(brandMembers.brandId, brands.id), isNull(brandMembers.removedAt)))
    .groupBy(brands.id)
    .$dynamic();
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['execute']>>[number];

const accountView = (row: AccountRow): AdminBrandAccount => ({
  id: row.brand.id,
  name: row.brand.name,
  cnpj: row.brand.cnpj,
  status: row.brand.status,
  refusalReason: row.brand.refusalReason,
  ownerName: row.ownerName ?? '',
  ownerEmail: row.ownerEmail ?? '',
  ownerEmailConfirmed: row.ownerEmailConfirmed,
  members: row.members,
  createdAt: row.brand.createdAt.toISOString(),
  decidedAt: row.brand.decidedAt?.toISOString() ?? null,
});

/** A page of brands, newest first (keyset over created_at and id), of one status or all. */
export async function listBrandAccounts(db: Database, query: { status?: BrandStatus | undefined; cursor?: string | undefined }) {
  const { page, nextCursor } = await readPage(
    accountsQuery(db),
    { at: brands.createdAt, id: brands.id, index: 'desc' },
    { filters: [query.status ? eq(brands.status, query.status) : undefined], cursor: query.cursor, pageSize: BRAND_ACCOUNT_PAGE_SIZE },
    (row) => ({ at: row.brand.createdAt, id: row.brand.id }),
  );
  return { items: page.map(accountView), nextCursor };
}

async function readAccount(db: Database, id: string): Promise<AdminBrandAccount | undefined> {
  const [row] = await accountsQuery(db).where(eq(brands.id, id));
  return row && accountView(row);
}

type Decision = { status: 'approved' } | { status: 'refused'; reason: string };

/**
 * Decides on a pending brand, once: of two operators deciding at once, the second finds it
 * decided (409 BRAND_ALREADY_DECIDED). Approval waits for the owner's proven e-mail.
 */
export async function decideBrandAccount(
  deps: Pick<Platform, 'db' | 'clock' | 'mailer' | 'background' | 'appOrigin'>,
  actor: Actor,
  id: string,
  decision: Decision,
): Promise<AdminBrandAccount> {
  const now = deps.clock.now();
  const account = await auditedWrite(deps, actor, async (tx) => {
    const [locked] = await tx.select({ status: brands.status }).from(brands).where(eq(brands.id, id)).for('update');
    const before = await readAccount(tx, id);
    if (!locked || !before) throw apiError('BRAND_NOT_FOUND');
    if (locked.status !== 'pending') throw apiError('BRAND_ALREADY_DECIDED');
    if (decision.status === 'approved' && !before.ownerEmailConfirmed) throw apiError('BRAND_EMAIL_NOT_PROVEN');
    await tx
      .update(brands)
      .set({
        status: decision.status,
        refusalReason: decision.status === 'refused' ? decision.reason : null,
        decidedBy: actor.operatorId,
        decidedAt: now,
      })
      .where(eq(brands.id, id));
    const after = await readAccount(tx, id);
    if (!after) throw apiError('BRAND_NOT_FOUND');
    const audited = (view: AdminBrandAccount) => ({ status: view.status, refusalReason: view.refusalReason });
    return { action: `brand.${decision.status}`, targetType: 'brand', targetId: id, before: audited(before), after: audited(after), result: after };
  });
  const mail =
    decision.status === 'approved'
      ? brandApprovedEmail({ to: account.ownerEmail, name: account.ownerName, brandName: account.name, appOrigin: deps.appOrigin })
      : brandRefusedEmail({ to: account.ownerEmail, name: account.ownerName, brandName: account.name, reason: decision.reason });
  deps.background.run(`brand ${decision.status} e-mail`, () => deps.mailer.send(mail));
  return account;
}
