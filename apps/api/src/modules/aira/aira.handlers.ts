import type { AppServices } from '../services.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import {
  createdUgcScriptSchema,
  ideaGenerationSchema,
  ideaGenerationsSchema,
  ideasRequestSchema,
  ideaStreamEventSchema,
  ugcScriptRequestSchema,
  ugcScriptSchema,
  ugcScriptsSchema,
  type IdeasRequest,
} from '@ma/api-client/schemas';
import { partnershipTypeLabels } from '@ma/domain';
import type { Context } from 'hono';
import { apiError } from '../../lib/errors.ts';
import { readIdempotencyKey, requestHash } from '../../lib/idempotency.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { findPaid } from '../credits/paid-request.ts';
import { openPaidRequest } from '../credits/paid-request-flow.ts';
import { pageOf, requireCursor } from '../../lib/keyset.ts';
import { findOpenProposal } from '../proposals/proposals.repository.ts';
import type { CreateIdeasRoute, CreateUgcScriptRoute, GetIdeasRoute, GetUgcScriptRoute, ListIdeasRoute, ListUgcScriptsRoute } from './aira.routes.ts';
import { followGeneration, writeIdeas } from './idea-stream.ts';
import { ideasKind, ideasOf, listGenerations, newGeneration, toIdeaGeneration } from './ideas.repository.ts';
import { listUgcScripts as listScripts, toUgcScript, toUgcScriptSummary, ugcKind } from './ugc.repository.ts';
import { writeUgcScript } from './ugc-writing.ts';
import type { IdeaBrief } from './writers/writer.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type AiraNeeds = Pick<AppServices, 'db' | 'clock' | 'ai' | 'background' | 'logger' | 'paidSignals' | 'events'>;

const HISTORY_PAGE = 10;

/**
 * The open proposal of a request (its schema's z.uuid() checked the id), or PROPOSAL_NOT_FOUND:
 * the creator only writes for what they can see.
 */
async function openProposal(c: Context<AuthedEnv<AiraNeeds>>, id: string) {
  const { db, clock } = c.var.services;
  const proposal = await findOpenProposal(db, id, clock.now());
  if (!proposal) throw apiError('PROPOSAL_NOT_FOUND');
  return proposal;
}

async function briefOf(c: Context<AuthedEnv<AiraNeeds>>, request: IdeasRequest): Promise<IdeaBrief> {
  if (request.source === 'theme') return { source: 'theme', theme: request.theme };
  const proposal = await openProposal(c, request.proposalId);
  return {
    source: 'proposal',
    proposalName: proposal.name,
    brandName: proposal.brandName,
    description: proposal.description,
    deliverables: partnershipTypeLabels[proposal.partnershipType],
    niches: proposal.categories,
  };
}

export const createIdeas: RouteHandler<CreateIdeasRoute, AuthedEnv<AiraNeeds>> = async (c) => {
  const key = readIdempotencyKey(c);
  const request = fromWire(ideasRequestSchema, c.req.valid('json'));
  const { services } = c.var;
  const userId = c.var.user.id;
  const hash = requestHash(request);
  const { row, charged } = await openPaidRequest(services, ideasKind, { userId, key, hash }, async () => {
    const ai = services.ai;
    if (!ai) throw apiError('AI_UNAVAILABLE');
    const brief = await briefOf(c, request);
    return {
      values: newGeneration({
        userId,
        idempotencyKey: key,
        requestHash: hash,
        brief,
        proposalId: request.source === 'proposal' ? request.proposalId : null,
        count: request.count,
        providerKind: ai.kind,
        model: ai.model,
        now: services.clock.now(),
      }),
      work: (generation, signal) => writeIdeas(services, ai, brief, generation, signal),
    };
  });
  if (charged) services.background.run('aira ideas', charged.run);
  const stream = ndjson(followGeneration(services, userId, row.id));
  // The route documents the schema of each line; a typed response can only say that of a whole body.
  return c.body(stream, 200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Cache-Control': 'no-store',
    // Proxies (nginx) pass each line on as it is written.
    'X-Accel-Buffering': 'no',
  }) as never;
};

/** An NDJSON body: one line per event, written as each is ready. */
function ndjson(events: AsyncGenerator<unknown>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(toWire(ideaStreamEventSchema, next.value as never))}\n`));
    },
    async cancel() {
      // The creator left: stop following; the writing goes on and lands in the history.
      await events.return(undefined);
    },
  });
}

export const listIdeas: RouteHandler<ListIdeasRoute, AuthedEnv<AiraNeeds>> = async (c) => {
  const { db } = c.var.services;
  const userId = c.var.user.id;
  const after = requireCursor(c.req.valid('query').cursor, () => apiError('VALIDATION_FAILED'));
  const rows = await listGenerations(db, userId, HISTORY_PAGE + 1, after);
  const { page, nextCursor } = pageOf(rows, HISTORY_PAGE, (row) => ({ at: row.createdAt, id: row.id }));
  const ideas = await ideasOf(
    db,
    page.filter((row) => row.status !== 'failed').map((row) => row.id),
  );
  return c.json(
    toWire(ideaGenerationsSchema, {
      items: page.map((row) =>
        toIdeaGeneration(
          row,
          ideas.filter((idea) => idea.generationId === row.id),
        ),
      ),
      nextCursor,
    }),
    200,
  );
};

export const getIdeas: RouteHandler<GetIdeasRoute, AuthedEnv<AiraNeeds>> = async (c) => {
  const { id } = c.req.valid('param');
  const { db } = c.var.services;
  const row = await findPaid(db, ideasKind, c.var.user.id, id);
  if (!row) throw apiError('AIRA_GENERATION_NOT_FOUND');
  return c.json(toWire(ideaGenerationSchema, toIdeaGeneration(row, await ideasOf(db, [row.id]))), 200);
};

export const createUgcScript: RouteHandler<CreateUgcScriptRoute, AuthedEnv<AiraNeeds>> = async (c) => {
  const key = readIdempotencyKey(c);
  const request = fromWire(ugcScriptRequestSchema, c.req.valid('json'));
  const proposal = request.proposalId ? await openProposal(c, request.proposalId) : null;
  const paid = { userId: c.var.user.id, key, hash: requestHash(request) };
  const { row, balance } = await writeUgcScript(c.var.services, paid, {
    brief: {
      product: request.product,
      audience: request.audience,
      tone: request.tone,
      durationSeconds: request.duration,
      format: request.format,
      brandName: proposal?.brandName ?? null,
    },
    proposalId: proposal?.id ?? null,
  });
  return c.json(toWire(createdUgcScriptSchema, { script: toUgcScript(row), balance }), 201);
};

export const listUgcScripts: RouteHandler<ListUgcScriptsRoute, AuthedEnv<AiraNeeds>> = async (c) => {
  const rows = await listScripts(c.var.services.db, c.var.user.id);
  return c.json(toWire(ugcScriptsSchema, { items: rows.map(toUgcScriptSummary) }), 200);
};

export const getUgcScript: RouteHandler<GetUgcScriptRoute, AuthedEnv<AiraNeeds>> = async (c) => {
  const { id } = c.req.valid('param');
  const row = await findPaid(c.var.services.db, ugcKind, c.var.user.id, id);
  if (!row || row.status !== 'completed') throw apiError('UGC_SCRIPT_NOT_FOUND');
  return c.json(toWire(ugcScriptSchema, toUgcScript(row)), 200);
};
