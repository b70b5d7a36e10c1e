import type { ApiClient } from '../client/create-client.ts';
import { dealSchema, type DeliverableChanges } from '../schemas/deliverables.ts';

// The brand's side of an accepted application's deliverables (docs/product/deliverables.md): the
// same deal the creator sees, with the brand's answers.

const dealPath = (applicationId: string) => `/v3/brand/applications/${encodeURIComponent(applicationId)}/deliverables`;
const itemPath = (applicationId: string, item: string) => `${dealPath(applicationId)}/${encodeURIComponent(item)}`;

/** The deal of one application of the brand's published proposals. */
export const getBrandDeal = (api: ApiClient, applicationId: string) => api.request('get', dealPath(applicationId), { schema: dealSchema });

/** Confirms a handed-in item; the last one concludes the deal. */
export const confirmDeliverable = (api: ApiClient, applicationId: string, item: string) =>
  api.request('post', `${itemPath(applicationId, item)}/confirm`, { schema: dealSchema });

/** Sends a handed-in item back with a note: she hands it in again. */
export const requestDeliverableChanges = (api: ApiClient, applicationId: string, item: string, payload: DeliverableChanges) =>
  api.request('post', `${itemPath(applicationId, item)}/changes`, { json: payload, schema: dealSchema });
