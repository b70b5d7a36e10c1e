import type { ApiClient } from '../client/create-client.ts';
import { dealSchema, type DeliverableHandIn } from '../schemas/deliverables.ts';

// The creator's side of an accepted application's deliverables (docs/product/deliverables.md).

const dealPath = (applicationId: string) => `/v3/proposal/applications/${encodeURIComponent(applicationId)}/deliverables`;

/** The deal of one of her applications: the checklist, its states and dates. */
export const getCreatorDeal = (api: ApiClient, applicationId: string) => api.request('get', dealPath(applicationId), { schema: dealSchema });

/** Hands in (or again) the public address of one item; answers the deal as it now stands. */
export const handInDeliverable = (api: ApiClient, applicationId: string, item: string, payload: DeliverableHandIn) =>
  api.request('put', `${dealPath(applicationId)}/${encodeURIComponent(item)}`, { json: payload, schema: dealSchema });
