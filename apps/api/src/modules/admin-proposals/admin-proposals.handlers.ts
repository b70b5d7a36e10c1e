import type { RouteHandler } from '@hono/zod-openapi';
import {
  adminApplicationPageSchema,
  adminProposalBrandsSchema,
  adminProposalPageSchema,
  adminProposalPayloadSchema,
  adminProposalQuerySchema,
  adminProposalSchema,
  applicantLinkListSchema,
  applicantLinkPayloadSchema,
  applicantLinkSchema,
  newApplicantLinkSchema,
  proposalImportDoneSchema,
  proposalImportRefusedSchema,
  proposalLogoSchema,
} from '@ma/api-client/admin';
import { formatCount } from '@ma/domain';
import { JsonArrayFileError, parseJsonArray } from '../../lib/json-array-file.ts';
import { multipartFile } from '../../lib/multipart-file.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import type { AppServices } from '../services.ts';
import { actorOf, type OperatorEnv } from '../operators/operator-auth.ts';
import type * as routes from './admin-proposals.routes.ts';
import * as service from './admin-proposals.service.ts';
import { createLink as createApplicantLink, listLinks as listApplicantLinks, revokeLink as revokeApplicantLink } from './applicant-links.ts';
import { suggestBrands } from './proposal-brands.ts';
import { LOGO_UNSUPPORTED, storeProposalLogo } from './proposal-logo.ts';

/** The services this module's handlers use. */
export type AdminProposalsNeeds = Pick<AppServices, 'db' | 'clock' | 'storage' | 'trustProxy' | 'appOrigin' | 'operatorAccess' | 'proposalLists'>;

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], OperatorEnv<AdminProposalsNeeds>>;

/** A write changes what creators' lists show: this process's cached lists are dropped at once (as an application does). */
const forgetLists = (services: AdminProposalsNeeds) => services.proposalLists.forget();

export const listProposals: Handler<'listProposals'> = async (c) => {
  const query = fromWire(adminProposalQuerySchema, c.req.valid('query'));
  const { db, clock } = c.var.services;
  return c.json(toWire(adminProposalPageSchema, await service.listProposals(db, query, clock.now())), 200);
};

export const listBrands: Handler<'listBrands'> = async (c) =>
  c.json(toWire(adminProposalBrandsSchema, { items: await suggestBrands(c.var.services.db, c.req.valid('query').q ?? '') }), 200);

export const getProposal: Handler<'getProposal'> = async (c) => {
  const { db, clock } = c.var.services;
  return c.json(toWire(adminProposalSchema, await service.getProposal(db, c.req.valid('param').id, clock.now())), 200);
};

export const createProposal: Handler<'createProposal'> = async (c) => {
  const input = fromWire(adminProposalPayloadSchema, c.req.valid('json'));
  const proposal = await service.createProposal(c.var.services, actorOf(c), input);
  forgetLists(c.var.services);
  return c.json(toWire(adminProposalSchema, proposal), 201);
};

export const updateProposal: Handler<'updateProposal'> = async (c) => {
  const input = fromWire(adminProposalPayloadSchema, c.req.valid('json'));
  const proposal = await service.updateProposal(c.var.services, actorOf(c), c.req.valid('param').id, input);
  forgetLists(c.var.services);
  return c.json(toWire(adminProposalSchema, proposal), 200);
};

export const closeProposal: Handler<'closeProposal'> = async (c) => {
  const proposal = await service.closeProposal(c.var.services, actorOf(c), c.req.valid('param').id);
  forgetLists(c.var.services);
  return c.json(toWire(adminProposalSchema, proposal), 200);
};

export const uploadLogo: Handler<'uploadLogo'> = async (c) => {
  const file = await multipartFile(c, 'file', LOGO_UNSUPPORTED);
  const logoUrl = await storeProposalLogo(c.var.services, actorOf(c), new Uint8Array(await file.arrayBuffer()));
  return c.json(toWire(proposalLogoSchema, { logoUrl }), 201);
};

const fileProblems: Record<JsonArrayFileError['reason'], string> = {
  'not-an-array': 'O arquivo deve conter uma lista (array JSON) de propostas.',
  'invalid-json': 'O arquivo não é um JSON válido',
  unreadable: 'Não foi possível ler o arquivo',
};

// A request without a body: an empty file.
async function* noBytes(): AsyncGenerator<Uint8Array> {}

/** The file streams from the request into the import: memory holds a batch, whatever the file's size. */
export const importProposals: Handler<'importProposals'> = async (c) => {
  const body = c.req.raw.body as AsyncIterable<Uint8Array> | null;
  let result: Awaited<ReturnType<typeof service.importFile>>;
  try {
    result = await service.importFile(c.var.services, actorOf(c), parseJsonArray(body ?? noBytes()));
  } catch (error) {
    if (!(error instanceof JsonArrayFileError)) throw error;
    const message = error.reason === 'not-an-array' ? fileProblems[error.reason] : `${fileProblems[error.reason]}: ${error.message}.`;
    result = { ok: false, problemCount: 1, problems: [{ index: null, name: null, field: null, message }] };
  }
  if (!result.ok) {
    const detail = `Nada foi importado: ${formatCount(result.problemCount)} ${result.problemCount === 1 ? 'problema' : 'problemas'}.`;
    return c.json(toWire(proposalImportRefusedSchema, { detail, problemCount: result.problemCount, problems: result.problems }), 422);
  }
  forgetLists(c.var.services);
  return c.json(toWire(proposalImportDoneSchema, { count: result.count, firstIds: result.firstIds }), 200);
};

export const listApplications: Handler<'listApplications'> = async (c) => {
  const { db, clock } = c.var.services;
  const { id } = c.req.valid('param');
  await service.getProposal(db, id, clock.now());
  const page = await service.listApplications(db, id, c.req.valid('query').cursor);
  return c.json(toWire(adminApplicationPageSchema, page), 200);
};

export const listLinks: Handler<'listLinks'> = async (c) => {
  const { db, clock } = c.var.services;
  const { id } = c.req.valid('param');
  await service.getProposal(db, id, clock.now());
  return c.json(toWire(applicantLinkListSchema, { items: await listApplicantLinks(db, id, clock.now()) }), 200);
};

export const createLink: Handler<'createLink'> = async (c) => {
  const input = fromWire(applicantLinkPayloadSchema, c.req.valid('json'));
  const created = await createApplicantLink(c.var.services, actorOf(c), c.req.valid('param').id, input);
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(newApplicantLinkSchema, created), 201);
};

export const revokeLink: Handler<'revokeLink'> = async (c) => {
  const { id, linkId } = c.req.valid('param');
  return c.json(toWire(applicantLinkSchema, await revokeApplicantLink(c.var.services, actorOf(c), id, linkId)), 200);
};
