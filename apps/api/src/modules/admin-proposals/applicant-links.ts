import type { ApplicantLink } from '@ma/api-client/admin';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { proposalLinks, type ProposalLinkRow } from '../../db/schema.ts';
import { auditedWrite, type Actor, type AuditedChange } from '../../lib/audited-write.ts';
import type { Clock } from '../../lib/clock.ts';
import { apiError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { createProposalLink, listProposalLinks, profileListUrl, revokeProposalLink } from '../brand-list/proposal-links.ts';

/**
 * A brand's applicant links from the back office and from the brand's own account: the
 * brand-list module's own (the ones `cli proposals:links` makes). An operator's write is audited;
 * the token is in the creation's answer only, and the audit log never holds it.
 */

interface Deps {
  db: Database;
  clock: Clock;
}

/**
 * Who writes: an operator (or a server command), each write in the audit log, or `'brand'`, a
 * member of the proposal's brand in its account. The audit log is the operators' (decision 035)
 * and has no column for a member: a brand's write there would read as one run on the server, so
 * a brand's own links are written without a row, as the rest of its account is.
 */
export type LinkWriter = Actor | 'brand';

function write<T>(deps: Deps, writer: LinkWriter, change: (tx: Database) => Promise<AuditedChange<T>>): Promise<T> {
  if (writer === 'brand') return deps.db.transaction(async (tx) => (await change(tx)).result);
  return auditedWrite(deps, writer, change);
}

export function toApplicantLink(row: ProposalLinkRow, now: Date): ApplicantLink {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    firstOpenedAt: row.firstOpenedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    state: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
  };
}

const findLink = async (db: Database, proposalId: string, linkId: string) => {
  const [row] = await db
    .select()
    .from(proposalLinks)
    .where(and(eq(proposalLinks.id, linkId), eq(proposalLinks.proposalId, proposalId)));
  return row;
};

/** A proposal's links, newest first. */
export const listLinks = async (db: Database, proposalId: string, now: Date): Promise<ApplicantLink[]> =>
  (await listProposalLinks(db, proposalId)).map((row) => toApplicantLink(row, now));

/** A new link of `days` days: 'proposal_link.created'; the answer holds its address, shown once. */
export async function createLink(
  { db, clock, appOrigin }: Deps & { appOrigin: string },
  writer: LinkWriter,
  proposalId: string,
  input: { label: string | null; days: number },
): Promise<{ link: ApplicantLink; url: string }> {
  const now = clock.now();
  return write({ db, clock }, writer, async (tx) => {
    const created = await createProposalLink(tx, { proposalId, days: input.days, label: input.label, now });
    if (!created) throw apiError('PROPOSAL_NOT_FOUND');
    const row = await findLink(tx, proposalId, created.id);
    if (!row) throw new Error('proposal link not found after its insert');
    const link = toApplicantLink(row, now);
    return {
      action: 'proposal_link.created',
      targetType: 'proposal_link',
      targetId: link.id,
      before: null,
      after: { proposalId, label: link.label, expiresAt: link.expiresAt },
      result: { link, url: profileListUrl(appOrigin, created.token) },
    };
  });
}

/** Revokes a link of the proposal for good: 'proposal_link.revoked'; one revoked already is answered as it is. */
export async function revokeLink({ db, clock }: Deps, writer: LinkWriter, proposalId: string, linkId: string): Promise<ApplicantLink> {
  const now = clock.now();
  const current = isUuid(linkId) ? await findLink(db, proposalId, linkId) : undefined;
  if (!current) throw apiError('PROPOSAL_LINK_NOT_FOUND');
  if (current.revokedAt) return toApplicantLink(current, now);
  return write({ db, clock }, writer, async (tx) => {
    await revokeProposalLink(tx, linkId, now);
    const row = (await findLink(tx, proposalId, linkId)) ?? current;
    return {
      action: 'proposal_link.revoked',
      targetType: 'proposal_link',
      targetId: linkId,
      before: { proposalId, revokedAt: null },
      after: { proposalId, revokedAt: now.toISOString() },
      result: toApplicantLink(row, now),
    };
  });
}
