import type { AppServices } from '../services.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import {
  applicationFieldsSchema,
  applicationSchema,
  applicationsResponseSchema,
  categoriesResponseSchema,
  proposalFiltersSchema,
  proposalPageSchema,
  publicProposalSchema,
} from '@ma/api-client/schemas';
import { reaisToCentavos } from '@ma/domain';
import { asc } from 'drizzle-orm';
import { categories as categoriesTable } from '../../db/schema.ts';
import { compressedJson } from '../../lib/compressed-text.ts';
import { apiError } from '../../lib/errors.ts';
import type { AppRouteHandler, AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { insertApplication, listApplications } from './applications.repository.ts';
import { applyRefusal } from './apply-rules.ts';
import { creatorProfile } from './creator-profile.ts';
import { decodeLogo } from './logo.ts';
import { toCreatorProposal, toMissingFeatures, toPublicProposal } from './proposal-view.ts';
import { findOpenProposal, findOpenProposalForCreator, findOpenProposalLogo, listProposalsForCreator } from './proposals.repository.ts';
import type { AppliedRoute, ApplyRoute, CategoriesRoute, ListRoute, LogoRoute, PublicProposalRoute } from './proposals.routes.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type ProposalsNeeds = Pick<AppServices, 'db' | 'clock' | 'proposalLists'>;

/** PostgreSQL refuses text with NUL characters; they carry nothing a person typed. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

export const list: RouteHandler<ListRoute, AuthedEnv<ProposalsNeeds>> = async (c) => {
  const filters = fromWire(proposalFiltersSchema, c.req.valid('json'));
  const { clock, proposalLists } = c.var.services;
  const now = clock.now();
  const creator = creatorProfile(c.var.user);
  const { rows, total } = await listProposalsForCreator(proposalLists, creator, { ...filters, q: filters.q && withoutNul(filters.q) }, now);
  const page = {
    items: rows.map((row) => toCreatorProposal(row, creator.isConnected, now)),
    page: filters.page,
    pageSize: filters.pageSize,
    total,
    hasMore: filters.page * filters.pageSize < total,
  };
  return compressedJson(c, toWire(proposalPageSchema, page), 200);
};

export const apply: RouteHandler<ApplyRoute, AuthedEnv<ProposalsNeeds>> = async (c) => {
  const { id } = c.req.valid('param');
  const payload = fromWire(applicationFieldsSchema, c.req.valid('json'));
  const { db, clock } = c.var.services;
  const now = clock.now();
  const creator = creatorProfile(c.var.user);
  const proposal = await findOpenProposalForCreator(db, creator, id, now);
  if (!proposal) throw apiError('PROPOSAL_NOT_FOUND');
  const refusal = applyRefusal({ creator, proposal: { ...proposal, missingFeatures: toMissingFeatures(proposal.missingFeatures) }, payload });
  if (refusal) throw refusal;

  const application = await insertApplication(
    db,
    {
      proposalId: proposal.id,
      userId: creator.userId,
      totalPosts: payload.totalPosts,
      totalStories: payload.totalStories,
      totalReels: payload.totalReels,
      totalVideos: payload.totalVideos,
      observations: withoutNul(payload.observations).trim(),
      valueCents: reaisToCentavos(payload.value),
      // The negotiation checkbox only exists on negotiable proposals (docs/product/proposals.md).
      isNegotiable: payload.isNegotiable && proposal.acceptsNegotiations,
      createdAt: now,
    },
    proposal,
  );
  // Another submission of this creator got in between the check and the insert.
  if (application === 'already-applied') throw apiError('ALREADY_APPLIED');
  // The proposal's count of applications changed: this process's lists show it at once.
  c.var.services.proposalLists.forget();
  return c.json(toWire(applicationSchema, application), 201);
};

export const applied: RouteHandler<AppliedRoute, AuthedEnv<ProposalsNeeds>> = async (c) => {
  const items = await listApplications(c.var.services.db, c.var.user.id);
  return c.json(toWire(applicationsResponseSchema, { items }), 200);
};

export const publicProposal: AppRouteHandler<PublicProposalRoute, ProposalsNeeds> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, clock } = c.var.services;
  const now = clock.now();
  const row = await findOpenProposal(db, id, now);
  if (!row) throw apiError('PROPOSAL_NOT_FOUND');
  return c.json(toWire(publicProposalSchema, toPublicProposal(row, now)), 200);
};

export const logo: AppRouteHandler<LogoRoute, ProposalsNeeds> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, clock } = c.var.services;
  const logoUrl = await findOpenProposalLogo(db, id, clock.now());
  if (logoUrl && /^https?:\/\//i.test(logoUrl)) return c.redirect(logoUrl, 302);
  const image = logoUrl ? decodeLogo(logoUrl) : null;
  if (!image) throw apiError('PROPOSAL_NOT_FOUND');
  return c.body(image.bytes, 200, {
    'Content-Type': image.contentType,
    'Cache-Control': 'public, max-age=3600',
    // An SVG opened on our origin must not run anything it carries.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
};

export const categories: AppRouteHandler<CategoriesRoute, ProposalsNeeds> = async (c) => {
  const rows = await c.var.services.db
    .select({ id: categoriesTable.id, name: categoriesTable.name })
    .from(categoriesTable)
    .orderBy(asc(categoriesTable.position), asc(categoriesTable.name));
  return c.json(toWire(categoriesResponseSchema, { items: rows }), 200);
};
