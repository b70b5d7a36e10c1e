import { kitChecklistLabels, levelSteps, type KitChecklistItem } from '@ma/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client.ts';
import { searchParamsOf } from '../client/search-params.ts';
import { affiliateProfileSchema } from '../schemas/affiliate.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../schemas/aira.ts';
import { cursorPageOf, levelSchema } from '../schemas/common.ts';
import { networkConnectionSchema } from '../schemas/connect.ts';
import { creditMovementSchema } from '../schemas/credits.ts';
import { notificationSchema } from '../schemas/notifications.ts';
import { applicationSchema } from '../schemas/proposal.ts';

// The back office's creators (docs/product/backoffice.md, "Criadores"): camelCase here,
// snake_case on the wire.

/** A creator in the search's list. */
export const adminCreatorSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an account made from Instagram that has not added one. */
  email: z.string().nullable(),
  username: z.string(),
  level: levelSchema,
  pictureUrl: z.string().nullable(),
  emailConfirmed: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type AdminCreator = z.infer<typeof adminCreatorSchema>;

/** GET /v3/admin/creators: newest first, 25 a page; `nextCursor` null on the last page. */
export const adminCreatorPageSchema = cursorPageOf(adminCreatorSchema);
export type AdminCreatorPage = z.infer<typeof adminCreatorPageSchema>;

/**
 * GET /v3/admin/creators' query: `q` is an e-mail (exact), a CPF (exact, with or without dots),
 * a username (exact, with or without '@') or the start of a name; empty lists every creator.
 */
export const adminCreatorQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'Busca longa demais.' }).optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminCreatorQuery = z.infer<typeof adminCreatorQuerySchema>;

const kitChecklistItems = Object.keys(kitChecklistLabels) as [KitChecklistItem, ...KitChecklistItem[]];

/** A connected network as the connect screen shows it, and where its refresh stands. */
export const adminConnectionSchema = networkConnectionSchema
  .pick({ network: true, state: true, username: true, followers: true, connectedAt: true, statsUpdatedAt: true })
  .extend({
    /** When its numbers are due again; null while it needs reconnecting (or not connected). */
    nextRefreshAt: z.string().nullable(),
    /** Failed refreshes in a row; 0 after a success. */
    refreshFailures: z.number().int(),
  });
export type AdminConnection = z.infer<typeof adminConnectionSchema>;

/** An application, with its proposal: the fields of a creator's application (schemas/proposal.ts), the offer in integer centavos. */
export const adminCreatorApplicationSchema = applicationSchema
  .pick({ id: true, proposalId: true, proposalName: true, brandName: true, status: true, createdAt: true, decidedAt: true })
  .extend({ valueCents: z.number().int() });
export type AdminCreatorApplication = z.infer<typeof adminCreatorApplicationSchema>;

/** The affiliate registration, its CPF/CNPJ and PIX key masked (revealing one is its own audited call). */
export const adminAffiliateSchema = affiliateProfileSchema.omit({ updatedAt: true });
export type AdminAffiliate = z.infer<typeof adminAffiliateSchema>;

/** A notification sent, and its e-mail's state when one went with it. */
export const adminNotificationSchema = notificationSchema.omit({ path: true }).extend({
  mailStatus: z.enum(['pending', 'sending', 'sent', 'skipped', 'failed']).nullable(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

/** GET /v3/admin/creators/{id}: the creator's page. Each list holds its newest 50 rows. */
export const adminCreatorDetailSchema = adminCreatorSchema.extend({
  blockedAt: z.string().nullable(),
  /** The public media kit's address. */
  kitUrl: z.string(),
  /** Why the level is what it is: each step to Ouro, done or not, and the kit's missing fields. */
  levelSteps: z.array(z.object({ step: z.enum(levelSteps), done: z.boolean() })),
  missingKitItems: z.array(z.enum(kitChecklistItems)),
  connections: z.array(adminConnectionSchema),
  balance: z.number().int(),
  movements: z.array(creditMovementSchema),
  applications: z.array(adminCreatorApplicationSchema),
  affiliate: adminAffiliateSchema.nullable(),
  notifications: z.array(adminNotificationSchema),
});
export type AdminCreatorDetail = z.infer<typeof adminCreatorDetailSchema>;

/** Why an operator does something to a creator: kept in the audit log. */
export const operatorReasonSchema = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, { error: 'Informe o motivo.' })
  .max(300, { error: 'O motivo pode ter no máximo 300 caracteres.' });

/** Credits an operator may move at once. */
export const MAX_OPERATOR_CREDITS = 10_000;

/** POST /v3/admin/creators/{id}/credits (with an Idempotency-Key header): add or remove credits, through the ledger. */
export const creditChangePayloadSchema = z.object({
  direction: z.enum(['add', 'remove'], { error: 'Escolha adicionar ou remover.' }),
  amount: z
    .number({ error: 'Informe a quantidade.' })
    .int({ error: 'Informe um número inteiro.' })
    .min(1, { error: 'Informe pelo menos 1 crédito.' })
    // Written out, not formatted at load (docs/conventions.md); a test holds it to the limit.
    .max(MAX_OPERATOR_CREDITS, { error: 'No máximo 10.000 créditos de uma vez.' }),
  reason: operatorReasonSchema,
});
export type CreditChangePayload = z.infer<typeof creditChangePayloadSchema>;

/** POST /v3/admin/creators/{id}/credits, 200: the ledger row (the same one for a repeated key) and the balance. */
export const creditChangeSchema = z.object({ entryId: z.string(), balance: z.number().int() });
export type CreditChange = z.infer<typeof creditChangeSchema>;

/** PATCH /v3/admin/creators/{id}: block (ends her sessions) or unblock, with a reason. */
export const creatorAccessPayloadSchema = z.object({ blocked: z.boolean(), reason: operatorReasonSchema });
export type CreatorAccessPayload = z.infer<typeof creatorAccessPayloadSchema>;

/** POST /v3/admin/creators/{id}/affiliate/reveal: one field in full, with a reason (audited). */
export const revealPayloadSchema = z.object({ field: z.enum(['document', 'pix_key']), reason: operatorReasonSchema });
export type RevealPayload = z.infer<typeof revealPayloadSchema>;
export const revealedSchema = z.object({ value: z.string() });

/** POST /v3/admin/creators/{id}/deletion: deletes the account on the creator's LGPD request. */
export const creatorDeletionPayloadSchema = z.object({ reason: operatorReasonSchema });
export type CreatorDeletionPayload = z.infer<typeof creatorDeletionPayloadSchema>;

const creatorPath = (id: string) => `/v3/admin/creators/${encodeURIComponent(id)}`;

/** A page of creators, newest first (admin, support). */
export const searchCreators = (api: ApiClient, query: AdminCreatorQuery = {}) =>
  api.request('get', '/v3/admin/creators', { searchParams: searchParamsOf(query), schema: adminCreatorPageSchema });

/** A creator's page. */
export const getCreator = (api: ApiClient, id: string) => api.request('get', creatorPath(id), { schema: adminCreatorDetailSchema });

/** Mails the creator the link that confirms her e-mail again. */
export const resendConfirmation = (api: ApiClient, id: string) => api.request('post', `${creatorPath(id)}/confirmation-mail`);

/** Adds or removes credits; `idempotencyKey` is one per form, so that a repeated click moves them once. */
export const changeCredits = (api: ApiClient, id: string, payload: CreditChangePayload, idempotencyKey: string) =>
  api.request('post', `${creatorPath(id)}/credits`, {
    json: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: creditChangeSchema,
  });

/** Blocks or unblocks a creator. */
export const changeCreatorAccess = (api: ApiClient, id: string, payload: CreatorAccessPayload) =>
  api.request('patch', creatorPath(id), { json: payload, schema: adminCreatorSchema });

/** One field of the affiliate registration in full. */
export const revealAffiliateField = (api: ApiClient, id: string, payload: RevealPayload) =>
  api.request('post', `${creatorPath(id)}/affiliate/reveal`, { json: payload, schema: revealedSchema });

/** Deletes the account (LGPD request). */
export const deleteCreator = (api: ApiClient, id: string, payload: CreatorDeletionPayload) =>
  api.request('post', `${creatorPath(id)}/deletion`, { json: payload });
