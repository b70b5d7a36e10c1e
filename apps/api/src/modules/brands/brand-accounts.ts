import type { Brand, BrandInvitation, BrandInvitationPayload, BrandMember, BrandSession, BrandSignUpPayload } from '@ma/api-client/brand';
import { DAY_MS, HOUR_MS } from '@ma/domain';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { brandMemberLinks, brandMembers, brands, brandSessions } from '../../db/schema.ts';
import { apiError, apiFieldError, tooManyAttempts } from '../../lib/errors.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import type { Platform } from '../../lib/types.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';
import { openSignInAttempt } from '../account/sign-in-throttle.ts';
import { brandEmailProof, brandInvitationEmail, brandsAppUrl } from './brand-emails.ts';

/**
 * A brand's account (docs/product/brands.md): the company and its owner made at sign-up, the
 * owner's e-mail proven by a mailed link, sign-in with the creators' limits in counters of its
 * own, and the team: invitations by e-mail and removals, which end the removed member's sessions
 * in the same transaction.
 */

type BrandMemberRow = typeof brandMembers.$inferSelect;
type BrandRow = typeof brands.$inferSelect;
type LinkPurpose = (typeof brandMemberLinks.$inferInsert)['purpose'];

export type AccountDeps = Pick<Platform, 'db' | 'clock' | 'passwordHasher' | 'mailer' | 'appOrigin' | 'background' | 'rateLimiter'>;

/** How long a mailed link works: a day to prove an address, a week to accept an invitation. */
const LINK_TTL_MS: Record<LinkPurpose, number> = { verify: DAY_MS, invite: 7 * DAY_MS };

/** E-mail proofs a member may ask again in an hour; invitations a brand may send in a day. */
export const EMAIL_PROOF_RULE: RateLimitRule = { limit: 5, windowMs: HOUR_MS };
export const INVITATION_RULE: RateLimitRule = { limit: 20, windowMs: DAY_MS };

export const brandView = (row: BrandRow): Brand => ({
  id: row.id,
  name: row.name,
  cnpj: row.cnpj,
  status: row.status,
  refusalReason: row.refusalReason,
  createdAt: row.createdAt.toISOString(),
});

export const memberView = (row: BrandMemberRow): BrandMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  emailConfirmed: row.emailVerifiedAt !== null,
  joined: row.passwordHash !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The member and their brand, as the app shows them. */
export async function brandSession(db: Database, memberId: string): Promise<BrandSession> {
  const [row] = await db
    .select({ member: brandMembers, brand: brands })
    .from(brandMembers)
    .innerJoin(brands, eq(brands.id, brandMembers.brandId))
    .where(and(eq(brandMembers.id, memberId), isNull(brandMembers.removedAt)));
  if (!row) throw apiError('SESSION_EXPIRED');
  return { member: memberView(row.member), brand: brandView(row.brand) };
}

/** A new link of `purpose` for the member: its token, once; the member's earlier pending links of that purpose stop working. */
async function createMemberLink(db: Database, memberId: string, purpose: LinkPurpose, now: Date): Promise<string> {
  const token = newSecretToken();
  await db
    .update(brandMemberLinks)
    .set({ usedAt: now })
    .where(and(eq(brandMemberLinks.memberId, memberId), eq(brandMemberLinks.purpose, purpose), isNull(brandMemberLinks.usedAt)));
  await db.insert(brandMemberLinks).values({
    memberId,
    purpose,
    tokenHash: hashSecretToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
  });
  return token;
}

/** The live link of `purpose` that `token` names, and its member if still on the team. */
const liveLink = (token: string, purpose: LinkPurpose, now: Date) =>
  and(
    eq(brandMemberLinks.tokenHash, hashSecretToken(token)),
    eq(brandMemberLinks.purpose, purpose),
    isNull(brandMemberLinks.usedAt),
    gt(brandMemberLinks.expiresAt, now),
    isNull(brandMembers.removedAt),
  );

/** Spends a link (once): the member it was for, or undefined for an unknown, used or expired one. */
async function spendMemberLink(tx: Database, token: string, purpose: LinkPurpose, now: Date): Promise<BrandMemberRow | undefined> {
  const [found] = await tx
    .select({ linkId: brandMemberLinks.id, member: brandMembers })
    .from(brandMemberLinks)
    .innerJoin(brandMembers, eq(brandMembers.id, brandMemberLinks.memberId))
    .where(liveLink(token, purpose, now))
    .for('update', { of: brandMemberLinks });
  if (!found) return undefined;
  await tx.update(brandMemberLinks).set({ usedAt: now }).where(eq(brandMemberLinks.id, found.linkId));
  return found.member;
}

/** Mails the member a link proving their address, off the request path. */
function mailEmailProof(deps: AccountDeps, member: { id: string; name: string; email: string }): void {
  deps.background.run('brand e-mail proof', async () => {
    const token = await createMemberLink(deps.db, member.id, 'verify', deps.clock.now());
    const link = `${brandsAppUrl(deps.appOrigin, '/confirmar-email')}?token=${token}`;
    await deps.mailer.send(brandEmailProof({ to: member.email, name: member.name, link }));
  });
}

/** A pending brand and its owner; the owner's e-mail proof is mailed. Answers the owner's id. */
export async function signUpBrand(deps: AccountDeps, payload: BrandSignUpPayload, now = deps.clock.now()): Promise<string> {
  const passwordHash = await deps.passwordHasher.hash(payload.password);
  let owner: BrandMemberRow;
  try {
    owner = await deps.db.transaction(async (tx) => {
      const [brand] = await tx.insert(brands).values({ name: payload.companyName, cnpj: payload.cnpj, createdAt: now }).returning({ id: brands.id });
      if (!brand) throw new Error('the brand was not written');
      const [member] = await tx
        .insert(brandMembers)
        .values({ brandId: brand.id, name: payload.name, email: payload.email, passwordHash, role: 'owner', createdAt: now })
        .returning();
      if (!member) throw new Error('the owner was not written');
      return member;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'brands_cnpj_unique')) throw apiFieldError('BRAND_CNPJ_TAKEN', 'cnpj');
    if (isUniqueViolation(error, 'brand_members_email_unique')) throw apiFieldError('ACCOUNT_ALREADY_EXISTS', 'email');
    throw error;
  }
  mailEmailProof(deps, owner);
  return owner.id;
}

/**
 * A member's sign-in: the creators' limits (account/sign-in-throttle.ts) in counters of its own.
 * An unknown e-mail, a removed member, an invitation not yet accepted and a wrong password all
 * answer the same 401 INVALID_CREDENTIALS, in about the same time. Answers the member's id.
 */
export async function signInMember(deps: AccountDeps, input: { email: string; password: string; address: string }): Promise<string> {
  const gate = await openSignInAttempt(deps.rateLimiter, { email: input.email, address: input.address }, deps.clock.now().getTime(), 'brand-sign-in');
  if (!gate.allowed) throw tooManyAttempts('TOO_MANY_LOGIN_ATTEMPTS', gate.retryAfterMs);
  let memberId: string | undefined;
  try {
    const [member] = await deps.db
      .select({ id: brandMembers.id, passwordHash: brandMembers.passwordHash })
      .from(brandMembers)
      .where(and(eq(brandMembers.email, input.email.toLowerCase()), isNull(brandMembers.removedAt)));
    if (member?.passwordHash) memberId = (await deps.passwordHasher.verify(member.passwordHash, input.password)) ? member.id : undefined;
    else await deps.passwordHasher.verifyDummy(input.password);
  } catch (error) {
    // A failure of ours is not a wrong guess.
    await gate.attempt.abandoned().catch(() => undefined);
    throw error;
  }
  if (!memberId) throw apiError('INVALID_CREDENTIALS');
  await gate.attempt.succeeded();
  return memberId;
}

/** Opens a mailed proof: the member's address is proven. 404-like TOKEN_INVALID for anything else. */
export async function proveMemberEmail(deps: Pick<AccountDeps, 'db' | 'clock'>, token: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const member = await spendMemberLink(tx, token, 'verify', now);
    if (!member) throw apiError('TOKEN_INVALID');
    await tx.update(brandMembers).set({ emailVerifiedAt: now }).where(eq(brandMembers.id, member.id));
  });
}

/** Mails the member a new proof (5 an hour), unless the address is proven already. */
export async function resendEmailProof(deps: AccountDeps, memberId: string): Promise<void> {
  await takeSlotsOrRefuse(
    deps.rateLimiter,
    [{ key: `brand-email-proof:${memberId}`, rule: EMAIL_PROOF_RULE }],
    deps.clock.now().getTime(),
    'TOO_MANY_EMAIL_PROOFS',
  );
  const [member] = await deps.db.select().from(brandMembers).where(eq(brandMembers.id, memberId));
  if (member && member.emailVerifiedAt === null) mailEmailProof(deps, member);
}

/** The brand's team: the owner first, then by name; removed members are gone from it. */
export async function listMembers(db: Database, brandId: string): Promise<BrandMember[]> {
  const rows = await db
    .select()
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, brandId), isNull(brandMembers.removedAt)))
    .orderBy(desc(eq(brandMembers.role, 'owner')), asc(brandMembers.name), asc(brandMembers.id));
  return rows.map(memberView);
}

/** Adds a person to the team, who joins through the mailed link (20 invitations a day a brand). */
export async function inviteMember(
  deps: AccountDeps,
  inviter: { id: string; brandId: string },
  payload: BrandInvitationPayload,
): Promise<BrandMember> {
  const now = deps.clock.now();
  await takeSlotsOrRefuse(
    deps.rateLimiter,
    [{ key: `brand-invitations:${inviter.brandId}`, rule: INVITATION_RULE }],
    now.getTime(),
    'TOO_MANY_BRAND_INVITATIONS',
  );
  try {
    const { member, token, brandName, inviterName } = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brandMembers)
        .values({ brandId: inviter.brandId, name: payload.name, email: payload.email, role: 'member', createdAt: now })
        .returning();
      if (!row) throw new Error('the member was not written');
      const [context] = await tx
        .select({ brandName: brands.name, inviterName: brandMembers.name })
        .from(brandMembers)
        .innerJoin(brands, eq(brands.id, brandMembers.brandId))
        .where(eq(brandMembers.id, inviter.id));
      return {
        member: row,
        token: await createMemberLink(tx, row.id, 'invite', now),
        brandName: context?.brandName ?? '',
        inviterName: context?.inviterName ?? '',
      };
    });
    const link = brandsAppUrl(deps.appOrigin, `/convite/${token}`);
    deps.background.run('brand invitation', () =>
      deps.mailer.send(brandInvitationEmail({ to: member.email, name: member.name, brandName, invitedBy: inviterName, link })),
    );
    return memberView(member);
  } catch (error) {
    if (isUniqueViolation(error, 'brand_members_email_unique')) throw apiFieldError('ACCOUNT_ALREADY_EXISTS', 'email');
    throw error;
  }
}

/** What a live invitation is to. */
export async function readInvitation(deps: Pick<AccountDeps, 'db' | 'clock'>, token: string): Promise<BrandInvitation> {
  const [row] = await deps.db
    .select({ brandName: brands.name, name: brandMembers.name, email: brandMembers.email })
    .from(brandMemberLinks)
    .innerJoin(brandMembers, eq(brandMembers.id, brandMemberLinks.memberId))
    .innerJoin(brands, eq(brands.id, brandMembers.brandId))
    .where(liveLink(token, 'invite', deps.clock.now()));
  if (!row) throw apiError('BRAND_INVITATION_INVALID');
  return row;
}

/** Accepts an invitation (once): the password is set and the e-mail proven. Answers the member's id. */
export async function acceptInvitation(deps: AccountDeps, tx: Database, token: string, password: string): Promise<string> {
  const now = deps.clock.now();
  const passwordHash = await deps.passwordHasher.hash(password);
  const member = await spendMemberLink(tx, token, 'invite', now);
  if (!member) throw apiError('BRAND_INVITATION_INVALID');
  await tx.update(brandMembers).set({ passwordHash, emailVerifiedAt: now }).where(eq(brandMembers.id, member.id));
  return member.id;
}

/**
 * Removes a member of the owner's brand (never the owner): in one transaction the member is
 * marked removed, their sessions are deleted and their pending links voided, so access ends at
 * once. Another brand's member, or one already removed, answers 404.
 */
export async function removeMember(deps: Pick<AccountDeps, 'db' | 'clock'>, owner: { brandId: string }, memberId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(brandMembers)
      .set({ removedAt: now })
      .where(
        and(eq(brandMembers.id, memberId), eq(brandMembers.brandId, owner.brandId), eq(brandMembers.role, 'member'), isNull(brandMembers.removedAt)),
      )
      .returning({ id: brandMembers.id });
    if (!removed) throw apiError('BRAND_MEMBER_NOT_FOUND');
    await tx.delete(brandSessions).where(eq(brandSessions.memberId, memberId));
    await tx
      .update(brandMemberLinks)
      .set({ usedAt: now })
      .where(and(eq(brandMemberLinks.memberId, memberId), isNull(brandMemberLinks.usedAt)));
  });
}
