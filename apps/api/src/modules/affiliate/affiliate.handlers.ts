import type { AppServices } from '../services.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import {
  affiliateBrandsSchema,
  affiliateFullSchema,
  affiliateLinkInputSchema,
  affiliateLinkSchema,
  affiliateLinksSchema,
  affiliateMeSchema,
  affiliateProfileSchema,
  affiliateRegistrationSchema,
  affiliateUpdateSchema,
  commissionsPageSchema,
  commissionsQuerySchema,
} from '@ma/api-client/schemas';
import {
  commissionsCsv as toCsv,
  commissionsCsvFilename,
  isAllowedDestination,
  isSelectableMonth,
  LINK_CODE_ALPHABET,
  LINK_CODE_LENGTH,
} from '@ma/domain';
import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import { apiError, apiFieldError } from '../../lib/errors.ts';
import type { AppEnv, AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { checkAccountPassword } from '../account/sign-in-throttle.ts';
import { hasReauthProof, requireReauthProof } from '../../auth/reauth-gate.ts';
import {
  findAffiliate,
  findBrand,
  insertAffiliate,
  insertLink,
  listActiveBrands,
  listLinks,
  monthCommissions,
  monthTotals,
  paymentDate,
  toAffiliateBrand,
  toAffiliateProfile,
  toCommission,
  updateAffiliate,
} from './affiliate.repository.ts';
import type {
  BrandsRoute,
  FullRoute,
  CommissionsCsvRoute,
  CommissionsRoute,
  CreateLinkRoute,
  LinksRoute,
  MeRoute,
  RegisterRoute,
  UpdateRoute,
  WebhookRoute,
} from './affiliate.routes.ts';
import { applyConversion, parseConversionEvent, verifyWebhook } from './conversions.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type AffiliateNeeds = Pick<
  AppServices,
  'db' | 'clock' | 'appOrigin' | 'affiliate' | 'trustProxy' | 'rateLimiter' | 'passwordHasher' | 'logger' | 'reauth'
>;

/** A link code: 8 characters of an alphabet without look-alikes (domain's LINK_CODE_ALPHABET). */
const newLinkCode = () => Array.from({ length: LINK_CODE_LENGTH }, () => LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)]).join('');

/** The signed-in creator's registration; AFFILIATE_NOT_REGISTERED until there is one. */
async function registered(c: Context<AuthedEnv<AffiliateNeeds>>) {
  const affiliate = await findAffiliate(c.var.services.db, c.var.user.id);
  if (!affiliate) throw apiError('AFFILIATE_NOT_REGISTERED');
  return affiliate;
}

/** The month of the query, refused outside January 2024 to this month (São Paulo). */
function selectedMonth(c: Context<AuthedEnv<AffiliateNeeds>>, query: Record<string, string | undefined>) {
  const parsed = fromWire(commissionsQuerySchema, query);
  if (!isSelectableMonth(parsed.year, parsed.month, c.var.services.clock.now())) throw apiError('AFFILIATE_MONTH_OUT_OF_RANGE');
  return parsed;
}

export const me: RouteHandler<MeRoute, AuthedEnv<AffiliateNeeds>> = async (c) => {
  const affiliate = await findAffiliate(c.var.services.db, c.var.user.id);
  return c.json(toWire(affiliateMeSchema, { affiliate: affiliate ? toAffiliateProfile(affiliate) : null }), 200);
};

export const register: RouteHandler<RegisterRoute, AuthedEnv<AffiliateNeeds>> = async (c) => {
  const input = fromWire(affiliateRegistrationSchema, c.req.valid('json'));
  const { db, clock } = c.var.services;
  const now = clock.now();
  const row = await insertAffiliate(db, {
    userId: c.var.user.id,
    fullName: input.fullName,
    document: input.document,
    phone: input.phone,
    pixKeyType: input.pixKeyType,
    pixKey: input.pixKey,
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (row === 'already-registered') throw apiError('AFFILIATE_ALREADY_REGISTERED');
  return c.json(toWire(affiliateProfileSchema, toAffiliateProfile(row)), 201);
};

export const update: RouteHandler<UpdateRoute, AuthedEnv<AffiliateNeeds>> = async (c) => {
  const input = fromWire(affiliateUpdateSchema, c.req.valid('json'));
  const { services } = c.var;
  const { db, clock } = services;
  const current = await registered(c);
  // Sent at all, even unchanged, they need the password: otherwise 'no password asked' would
  // tell a stolen session that its guess of the CPF or PIX key on file was right.
  const newPix = input.pixKeyType !== undefined && input.pixKey !== undefined ? { pixKeyType: input.pixKeyType, pixKey: input.pixKey } : undefined;
  // A stolen session must not be enough to send the payouts elsewhere, nor to guess the
  // password: a proof of re-authentication (docs/decisions/025-re-authentication.md), or the
  // password typed in the form, checked within the sign-in limits.
  if ((newPix || input.document !== undefined) && !(await hasReauthProof(c))) {
    const { id, email, passwordHash } = c.var.user;
    if (!passwordHash) throw apiError('REAUTH_REQUIRED');
    if (!input.password) throw apiError('AFFILIATE_PASSWORD_REQUIRED');
    const address = clientAddress(c, services.trustProxy);
    if (!(await checkAccountPassword(services, { id, email, passwordHash }, { password: input.password, address })))
      throw apiError('AFFILIATE_PASSWORD_INVALID');
  }
  const row = await updateAffiliate(
    db,
    current.userId,
    {
      fullName: input.fullName,
      // Sent only to replace it: the edit page shows it masked, so it has nothing to send back.
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.document !== undefined && { document: input.document }),
      ...newPix,
    },
    clock.now(),
  );
  if (!row) throw apiError('AFFILIATE_NOT_REGISTERED');
  return c.json(toWire(affiliateProfileSchema, toAffiliateProfile(row)), 200);
};

/** The CPF/CNPJ, phone and PIX key whole: never on a session alone. */
export const full: RouteHandler<FullRoute, AuthedEnv<AffiliateNeeds>> = async (c) => {
  await requireReauthProof(c);
  const { document, phone, pixKey } = await registered(c);
  return c.json(toWire(affiliateFullSchema, { document, phone, pixKey }), 200);
};

export const brands: RouteHandler<BrandsRoute, AuthedEnv<AffiliateNeeds>> = async (c) => {
  await registered(c);
  const rows = await listActiveBrands(c.var.services.db);
  return c.json(toWire(affiliateBrandsSchema, { items: rows.map(toAffiliateBrand) }), 200);
};

export const links: RouteHandler<LinksRoute, AuthedEnv<AffiliateNeeds>> = async (c) => {
  await registered(c);
  const { db, clock, appOrigin } = c.var.services;
  const items = await listLinks(db, c.var.user.id, clock.now(), appOrigin);
  return c.json(toWire(affiliateLinksSchema, { items }), 200);
};

export const createLink: RouteHandler<CreateLinkRoute, AuthedEnv<AffiliateNeeds>> = async (c) => {
  const input = fromWire(affiliateLinkInputSchema, c.req.valid('json'));
  await registered(c);
  const { db, clock, appOrigin } = c.var.services;
  const brand = await findBrand(db, input.brandId);
  if (!brand?.active) throw apiError('AFFILIATE_BRAND_NOT_FOUND');
  const destinationUrl = input.destinationUrl ?? brand.homepageUrl;
  // Only the brand's own pages: /r/{code} must never be an open redirect.
  if (!isAllowedDestination(destinationUrl, brand.domain))
    throw apiFieldError('AFFILIATE_DESTINATION_NOT_ALLOWED', 'destination_url', brand.name, brand.domain);
  const now = clock.now();
  const row = await insertLink(db, { userId: c.var.user.id, brandId: brand.id, destinationUrl, createdAt: now }, newLinkCode);
  const [link] = await listLinks(db, c.var.user.id, now, appOrigin, row.id);
  if (!link) throw new Error('the link just created was not found');
  return c.json(toWire(affiliateLinkSchema, link), 201);
};

export const commissions: RouteHandler<CommissionsRoute, AuthedEnv<AffiliateNeeds>> = async (c) => {
  const { year, month, page, pageSize } = selectedMonth(c, c.req.valid('query'));
  await registered(c);
  const { db } = c.var.services;
  const [{ totals, count }, rows] = await Promise.all([
    monthTotals(db, c.var.user.id, year, month),
    monthCommissions(db, c.var.user.id, year, month, { limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  const body = { month, year, totals, items: rows.map(toCommission), page, pageSize, total: count, hasMore: page * pageSize < count };
  return c.json(toWire(commissionsPageSchema, body), 200);
};

export const commissionsCsv: RouteHandler<CommissionsCsvRoute, AuthedEnv<AffiliateNeeds>> = async (c) => {
  const { year, month } = selectedMonth(c, c.req.valid('query'));
  await registered(c);
  const rows = await monthCommissions(c.var.services.db, c.var.user.id, year, month);
  const brandNames = Object.fromEntries(rows.map((row) => [row.brandId, row.brandName]));
  const csv = toCsv(
    rows.map((row) => ({ ...row, orderReference: row.orderId, expectedPaymentAt: row.status === 'canceled' ? null : paymentDate(row) })),
    { brandNames },
  );
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${commissionsCsvFilename(year, month)}"`,
    'Cache-Control': 'no-store',
  });
};

export const webhook: RouteHandler<WebhookRoute, AppEnv<AffiliateNeeds>> = async (c) => {
  const { db, clock, affiliate } = c.var.services;
  const brand = await findBrand(db, c.req.valid('param').brand);
  if (!brand) throw apiError('NOT_FOUND');
  // The signature covers the exact bytes sent: read them as they came, before any parsing.
  const body = await c.req.text();
  const now = clock.now();
  verifyWebhook({ secret: brand.webhookSecret, timestamp: c.req.header('x-timestamp'), signature: c.req.header('x-signature'), body, now });
  const status = await applyConversion(db, brand, parseConversionEvent(body), now, affiliate.clicks.read);
  return c.json({ status }, 200);
};
