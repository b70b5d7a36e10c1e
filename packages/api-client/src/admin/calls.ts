import type { ApiClient } from '../client/create-client.ts';
import { searchParamsOf } from '../client/search-params.ts';
import {
  auditPageSchema,
  newOperatorSchema,
  operatorListSchema,
  operatorRecoveryCodesSchema,
  operatorSchema,
  operatorSetupLinkSchema,
  operatorSetupSchema,
  operatorSignInSchema,
  type AuditQuery,
  type NewOperatorPayload,
  type OperatorChangePayload,
  type OperatorSetupPayload,
  type OperatorSignInPayload,
} from './schemas.ts';

// The back office's calls. The session is the `ma_operator` cookie (HttpOnly, Path=/v3/admin),
// which the browser sends by itself on same-origin requests: these calls need no token.

const setupPath = (token: string) => `/v3/admin/setup/${encodeURIComponent(token)}`;

/** Signs an operator in with password and second factor (TOTP or a recovery code). */
export const signInOperator = (api: ApiClient, payload: OperatorSignInPayload) =>
  api.request('post', '/v3/admin/auth', { json: payload, schema: operatorSignInSchema });

/** Ends the operator's session. */
export const signOutOperator = (api: ApiClient) => api.request('delete', '/v3/admin/auth');

/** The signed-in operator; 401 without a session. */
export const getOperator = (api: ApiClient) => api.request('get', '/v3/admin/me', { schema: operatorSchema });

/** What a setup link sets up: the account and the TOTP secret to enrol. */
export const getOperatorSetup = (api: ApiClient, token: string) => api.request('get', setupPath(token), { schema: operatorSetupSchema });

/** Finishes a setup: password and a first code; answers the recovery codes, shown once. */
export const completeOperatorSetup = (api: ApiClient, token: string, payload: OperatorSetupPayload) =>
  api.request('post', setupPath(token), { json: payload, schema: operatorRecoveryCodesSchema });

/** Every operator (admin). */
export const listOperators = (api: ApiClient) => api.request('get', '/v3/admin/operators', { schema: operatorListSchema });

/** A new operator and its setup link (admin). */
export const createOperator = (api: ApiClient, payload: NewOperatorPayload) =>
  api.request('post', '/v3/admin/operators', { json: payload, schema: newOperatorSchema });

/** Changes an operator's role, or disables (ending their sessions) or enables them (admin). */
export const changeOperator = (api: ApiClient, id: string, payload: OperatorChangePayload) =>
  api.request('patch', `/v3/admin/operators/${encodeURIComponent(id)}`, { json: payload, schema: operatorSchema });

/** A new setup link for an operator, which resets their password and factor (admin). */
export const reissueOperatorSetupLink = (api: ApiClient, id: string) =>
  api.request('post', `/v3/admin/operators/${encodeURIComponent(id)}/setup-link`, { schema: operatorSetupLinkSchema });

/** A page of the audit log, newest first (admin). */
export const listAudit = (api: ApiClient, query: AuditQuery = {}) =>
  api.request('get', '/v3/admin/audit', { searchParams: searchParamsOf(query), schema: auditPageSchema });
