import type { ApiClient } from '../client/create-client.ts';
import { authResponseSchema, type CredentialsPayload } from '../schemas/account.ts';
import {
  authorizeUrlSchema,
  connectionChangeSchema,
  connectionsSchema,
  instagramProfilesSchema,
  pickerGrantSchema,
  type InstagramConnectPayload,
  type OauthReturn,
  type PickerScope,
} from '../schemas/connect.ts';
import type { SocialNetwork } from '../schemas/common.ts';
import { splitProof, type WithProof } from './reauth.ts';

export const getConnections = (api: ApiClient) => api.request('get', '/v3/connect/networks', { schema: connectionsSchema });

/** Where to send the browser to grant access to a network (the provider's consent page). */
export const startConnect = (api: ApiClient, network: SocialNetwork) =>
  api.request('post', `/v3/connect/${network}/authorize`, { schema: authorizeUrlSchema });

// The picker's two calls are the same for a signed-in creator and for sign-up; only the path's prefix differs.
const pickerBase = (scope: PickerScope) => (scope === 'own' ? '/v3/connect' : '/v3/connect/public');

export const exchangeInstagramCode = (api: ApiClient, scope: PickerScope, params: OauthReturn) =>
  api.request('get', `${pickerBase(scope)}/instagram-api`, { searchParams: params, schema: pickerGrantSchema });

export const getInstagramProfiles = (api: ApiClient, scope: PickerScope, accessToken: string) =>
  api.request('get', `${pickerBase(scope)}/instagram/profiles`, { searchParams: { access_token: accessToken }, schema: instagramProfilesSchema });

export const connectInstagram = (api: ApiClient, payload: InstagramConnectPayload) =>
  api.request('post', '/v3/connect/instagram', { json: payload, schema: connectionChangeSchema });

export const connectTikTok = (api: ApiClient, params: OauthReturn) =>
  api.request('post', '/v3/connect/tiktok', { json: params, schema: connectionChangeSchema });

export const disconnectNetwork = (api: ApiClient, network: SocialNetwork) =>
  api.request('delete', `/v3/connect/${network}`, { schema: connectionChangeSchema });

export const refreshNetwork = (api: ApiClient, network: SocialNetwork) =>
  api.request('post', `/v3/connect/${network}/refresh`, { schema: connectionsSchema });

// Sign-up with Instagram (no session).
export const startPublicInstagram = (api: ApiClient) => api.request('post', '/v3/connect/public/instagram/authorize', { schema: authorizeUrlSchema });

export const signUpWithInstagram = (api: ApiClient, payload: InstagramConnectPayload) =>
  api.request('post', '/v3/connect/public/instagram', { json: payload, schema: authResponseSchema });

/** The e-mail and password of an account created from Instagram (PASSWORD_ALREADY_SET once it has one). */
/** An account made with Google proves it is the person first (a proof of calls/reauth.ts). */
export const setCredentials = (api: ApiClient, payload: WithProof<CredentialsPayload>) =>
  api.request('post', '/v3/account/credentials', splitProof(payload));
