import type { ApiClient } from '../client/create-client.ts';
import { instagramProfilesResponseSchema, type InstagramConnectPayload } from '../schemas/instagram.ts';

export const connectInstagram = (api: ApiClient, payload: InstagramConnectPayload) =>
  api.request('post', '/v3/connect/instagram', { json: payload });

export const connectInstagramApi = (api: ApiClient, code: string) =>
  api.request('get', '/v3/connect/instagram-api', { searchParams: { code } });

export const connectPublicInstagram = (api: ApiClient, payload: InstagramConnectPayload) =>
  api.request('post', '/v3/connect/public/instagram', { json: payload });

export const getInstagramProfiles = (api: ApiClient, accessToken: string) =>
  api.request('get', '/v3/connect/instagram/profiles', {
    searchParams: { access_token: accessToken },
    schema: instagramProfilesResponseSchema,
  });

export const getPublicInstagramProfiles = (api: ApiClient, accessToken: string) =>
  api.request('get', '/v3/connect/public/instagram/profiles', {
    searchParams: { access_token: accessToken },
    schema: instagramProfilesResponseSchema,
  });
