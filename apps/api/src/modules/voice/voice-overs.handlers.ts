import type { RouteHandler } from '@hono/zod-openapi';
import { createdVoiceOverSchema, voiceOverRequestSchema, voiceOversSchema } from '@ma/api-client/schemas';
import { apiError } from '../../lib/errors.ts';
import { readIdempotencyKey, requestHash } from '../../lib/idempotency.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { isAbandoned } from '../aira/paid-request.ts';
import { findUgcScript } from '../aira/ugc.repository.ts';
import { isProposalId as isUuid } from '../proposals/proposal-id.ts';
import { makeVoiceOver } from './voice-over-making.ts';
import { failVoiceOver, findVoiceOver, listVoiceOvers as listRows, toVoiceOver } from './voice-overs.repository.ts';
import type { CreateVoiceOverRoute, GetVoiceOverAudioRoute, ListVoiceOversRoute } from './voice.routes.ts';

export const createVoiceOver: RouteHandler<CreateVoiceOverRoute, AuthedEnv> = async (c) => {
  const key = readIdempotencyKey(c);
  const request = fromWire(voiceOverRequestSchema, c.req.valid('json'));
  const { services } = c.var;
  const userId = c.var.user.id;
  const ugcScriptId = request.ugcScriptId ?? null;
  if (ugcScriptId) {
    const script = isUuid(ugcScriptId) ? await findUgcScript(services.db, userId, ugcScriptId) : undefined;
    if (script?.status !== 'completed') throw apiError('UGC_SCRIPT_NOT_FOUND');
  }
  const { row, balance } = await makeVoiceOver(services, userId, {
    key,
    hash: requestHash({ text: request.text, ugcScriptId }),
    text: request.text,
    ugcScriptId,
  });
  return c.json(toWire(createdVoiceOverSchema, { voiceOver: toVoiceOver(row), balance }), 201);
};

export const listVoiceOvers: RouteHandler<ListVoiceOversRoute, AuthedEnv> = async (c) => {
  const { db, clock } = c.var.services;
  const rows = await listRows(db, c.var.user.id);
  // One whose process died while it was being read is failed and refunded as it is read.
  const items = await Promise.all(
    rows.map(async (row) => {
      if (!isAbandoned(row, clock.now())) return row;
      await failVoiceOver(db, row);
      return (await findVoiceOver(db, row.userId, row.id)) ?? row;
    }),
  );
  return c.json(toWire(voiceOversSchema, { items: items.map(toVoiceOver) }), 200);
};

export const getVoiceOverAudio: RouteHandler<GetVoiceOverAudioRoute, AuthedEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, voice } = c.var.services;
  const row = isUuid(id) ? await findVoiceOver(db, c.var.user.id, id) : undefined;
  const stored = row?.status === 'completed' && row.storageKey ? await voice.storage.get(row.storageKey) : null;
  if (!stored) throw apiError('VOICE_OVER_NOT_FOUND');
  // The route documents the audio types; a typed response can only say that of JSON.
  return c.body(stored.bytes, 200, {
    'Content-Type': stored.contentType,
    // Personal data: kept by no shared cache, and by the browser only in memory (an object URL).
    'Cache-Control': 'private, no-store',
  }) as never;
};
