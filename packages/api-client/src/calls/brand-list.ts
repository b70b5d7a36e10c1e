import type { ApiClient } from '../client/create-client.ts';
import {
  applicantSchema,
  decisionsSeenSchema,
  profileListSchema,
  type ApplicationDecision,
  type DecisionsSeenRequest,
} from '../schemas/brand-list.ts';

const listPath = (token: string) => `/v3/aira/profile-list/${encodeURIComponent(token)}`;

/** The brand's list: no sign-in, the link's token is the only key (docs/product/brand-applicants.md). */
export const getProfileList = (api: ApiClient, token: string) => api.request('get', listPath(token), { schema: profileListSchema });

export const decideApplication = (api: ApiClient, token: string, applicationId: string, decision: ApplicationDecision) =>
  api.request('post', `${listPath(token)}/applications/${encodeURIComponent(applicationId)}`, { json: { decision }, schema: applicantSchema });

/** The signed-in creator saw the toasts of these decisions. */
export const markDecisionsSeen = (api: ApiClient, payload: DecisionsSeenRequest) =>
  api.request('post', '/v3/proposal/applications/decisions/seen', { json: payload, schema: decisionsSeenSchema });
