import type { ApiClient } from '../client/create-client.ts';
import {
  brandInvitationSchema,
  brandMemberListSchema,
  brandMemberSchema,
  brandSessionSchema,
  type BrandEmailProofPayload,
  type BrandInvitationAcceptPayload,
  type BrandInvitationPayload,
  type BrandSignInPayload,
  type BrandSignUpPayload,
} from './schemas.ts';

// The brands' calls. The session is the `ma_brand_session` cookie (HttpOnly, Path=/v3/brand),
// which the browser sends by itself on same-origin requests: these calls need no token.

const invitationPath = (token: string) => `/v3/brand/invitations/${encodeURIComponent(token)}`;

/** Creates a pending brand and its owner, and signs the owner in; the e-mail's proof is mailed. */
export const signUpBrand = (api: ApiClient, payload: BrandSignUpPayload) =>
  api.request('post', '/v3/brand/sign-up', { json: payload, schema: brandSessionSchema });

/** Signs a member in with e-mail and password. */
export const signInBrand = (api: ApiClient, payload: BrandSignInPayload) =>
  api.request('post', '/v3/brand/auth', { json: payload, schema: brandSessionSchema });

/** Ends the member's session. */
export const signOutBrand = (api: ApiClient) => api.request('delete', '/v3/brand/auth');

/** The signed-in member and their brand; 401 without a session. */
export const getBrandSession = (api: ApiClient) => api.request('get', '/v3/brand/me', { schema: brandSessionSchema });

/** Proves the member's e-mail with the token of the mailed link (no session needed); 204. */
export const proveBrandEmail = (api: ApiClient, payload: BrandEmailProofPayload) => api.request('post', '/v3/brand/verify-email', { json: payload });

/** Mails the signed-in member a new link to prove their e-mail. */
export const resendBrandEmailProof = (api: ApiClient) => api.request('post', '/v3/brand/verify-email/resend');

/** The brand's team (an approved brand's member). */
export const listBrandMembers = (api: ApiClient) => api.request('get', '/v3/brand/members', { schema: brandMemberListSchema });

/** Invites a person to the team by e-mail (the owner of an approved brand). */
export const inviteBrandMember = (api: ApiClient, payload: BrandInvitationPayload) =>
  api.request('post', '/v3/brand/members', { json: payload, schema: brandMemberSchema });

/** Removes a person from the team (the owner): their sessions end at once. */
export const removeBrandMember = (api: ApiClient, id: string) => api.request('delete', `/v3/brand/members/${encodeURIComponent(id)}`);

/** What an invitation is to (no session needed). */
export const getBrandInvitation = (api: ApiClient, token: string) => api.request('get', invitationPath(token), { schema: brandInvitationSchema });

/** Accepts an invitation with a password: the e-mail is proven, and the invitee is signed in. */
export const acceptBrandInvitation = (api: ApiClient, token: string, payload: BrandInvitationAcceptPayload) =>
  api.request('post', invitationPath(token), { json: payload, schema: brandSessionSchema });
