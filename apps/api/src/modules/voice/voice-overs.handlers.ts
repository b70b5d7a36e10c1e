import type { VoiceNeeds } from './voice.handlers.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import { createdVoiceOverSchema, voiceOverRequestSchema, voiceOversSchema } from '@ma/api-client/schemas';
import { apiError } from '../../lib/errors.ts';
import { readIdempotencyKey, requestHash } from '../../lib/idempotency.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { ugcKind } from '../aira/ugc.repository.ts';
import { findPaid } from '../credits/paid-request.ts';
import { makeVoiceOver } from './voice-over-making.ts';
import { listVoiceOvers as listRows, toVoiceOver, voiceOversKind } from './voice-overs.repository.ts';
import type { CreateVoiceOverRoute, GetVoiceOverAudioRoute, ListVoiceOversRoute } from './voice.routes.ts';

export const createVoiceOver: RouteHandler<CreateVoiceOverRoute, AuthedEnv<VoiceNeeds>> = async (c) => {
  const key = readIdempotencyKey(c);
  const request = fromWire(voiceOverRequestSchema, c.req.valid('json'));
  const { services } = c.var;
  const userId = c.var.user.id;
  const ugcScriptId = request.ugcScriptId ?? null;
  if (ugcScriptId) {
    const script = await findPaid(services.db, ugcKind, userId, ugcScriptId);
    if (script?.status !== 'completed') throw apiError('UGC_SCRIPT_NOT_FOUND');
  }
  const hash = requestHash({ text: request.text, ugcScriptId });
  const { row, balance } = await makeVoiceOver(services, { userId, key, hash }, { text: request.text, ugcScriptId });
  return c.json(toWire(createdVoiceOverSchema, { voiceOver: toVoiceOver(row), balance }), 201);
};

export const listVoiceOvers: RouteHandler<ListVoiceOversRoute, AuthedEnv<VoiceNeeds>> = async (c) => {
  const rows = await listRows(c.var.services.db, c.var.user.id);
  return c.json(toWire(voiceOversSchema, { items: rows.map(toVoiceOver) }), 200);
};

export const getVoiceOverAudio: RouteHandler<GetVoiceOverAudioRoute, AuthedEnv<VoiceNeeds>> = async (c) => {
  const { db, voice } = c.var.services;
  const row = await findPaid(db, voiceOversKind, c.var.user.id, c.req.valid('param').id);
  const stored = row?.status === 'completed' && row.storageKey ? await voice.storage.get(row.storageKey) : null;
  if (!stored) throw apiError('VOICE_OVER_NOT_FOUND');
  // The route documents the audio types; a typed response can only say that of JSON.
  return c.body(stored.bytes, 200, {
    'Content-Type': stored.contentType,
    // Personal data: kept by no shared cache, and by the browser only in memory (an object URL).
    'Cache-Control': 'private, no-store',
  }) as never;
};
