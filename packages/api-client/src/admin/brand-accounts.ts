import { z } from 'zod';
import type { ApiClient } from '../client/create-client.ts';
import { brandSchema, brandStatusSchema } from '../brand/schemas.ts';
import { cursorPageOf } from '../schemas/common.ts';
import { requiredText } from '../schemas/text.ts';

// The back office's brands (docs/product/backoffice.md, "Marcas"): the brand accounts to approve
// or refuse. camelCase here, snake_case on the wire.

/** A brand account as its members see it, with its owner. */
export const adminBrandAccountSchema = brandSchema.extend({
  ownerName: z.string(),
  ownerEmail: z.string(),
  /** Approval waits for the owner to prove the e-mail. */
  ownerEmailConfirmed: z.boolean(),
  members: z.number().int(),
  decidedAt: z.string().nullable(),
});
export type AdminBrandAccount = z.infer<typeof adminBrandAccountSchema>;

/** GET /v3/admin/brand-accounts: newest first, 25 a page; `nextCursor` null on the last page. */
export const adminBrandAccountPageSchema = cursorPageOf(adminBrandAccountSchema);
export type AdminBrandAccountPage = z.infer<typeof adminBrandAccountPageSchema>;

export const adminBrandAccountQuerySchema = z.object({
  status: brandStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminBrandAccountQuery = z.infer<typeof adminBrandAccountQuerySchema>;

/** POST /v3/admin/brand-accounts/{id}/refuse: the reason, mailed to the owner and shown in the brand's app. */
export const brandRefusalPayloadSchema = z.object({
  reason: requiredText(500, 'Informe o motivo da recusa.', { tooLong: 'O motivo pode ter no máximo 500 caracteres.' }),
});
export type BrandRefusalPayload = z.infer<typeof brandRefusalPayloadSchema>;

const brandAccountPath = (id: string) => `/v3/admin/brand-accounts/${encodeURIComponent(id)}`;

/** A page of brand accounts, newest first, optionally of one status (admin, support). */
export function listBrandAccounts(api: ApiClient, query: AdminBrandAccountQuery = {}) {
  const searchParams: Record<string, string> = {};
  if (query.status) searchParams['status'] = query.status;
  if (query.cursor) searchParams['cursor'] = query.cursor;
  return api.request('get', '/v3/admin/brand-accounts', { searchParams, schema: adminBrandAccountPageSchema });
}

/** Approves a pending brand: its members can use the app; the owner is mailed (admin, support). */
export const approveBrandAccount = (api: ApiClient, id: string) =>
  api.request('post', `${brandAccountPath(id)}/approve`, { schema: adminBrandAccountSchema });

/** Refuses a pending brand with a reason, mailed to the owner (admin, support). */
export const refuseBrandAccount = (api: ApiClient, id: string, payload: BrandRefusalPayload) =>
  api.request('post', `${brandAccountPath(id)}/refuse`, { json: payload, schema: adminBrandAccountSchema });
