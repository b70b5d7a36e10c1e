import { SELECT_PROFILE_REQUIRED, TOKEN_INVALID_MESSAGE, type NetworkState } from '@ma/domain';
import { z } from 'zod';
import { authResponseSchema } from './account.ts';
import { levelSchema, socialNetworkSchema } from './common.ts';
import { hasNoNul, requiredText } from './text.ts';

const pickerToken = z
  .string({ error: TOKEN_INVALID_MESSAGE })
  .min(1, { error: TOKEN_INVALID_MESSAGE })
  .max(512, { error: TOKEN_INVALID_MESSAGE })
  .refine(hasNoNul, { error: TOKEN_INVALID_MESSAGE });

const oauthValue = z.string().min(1).max(2048).refine(hasNoNul);

/** The picker's profile (SPEC: username, name, profilePictureUrl). */
export const instagramProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  profilePictureUrl: z.string().nullable(),
});
export type InstagramProfile = z.infer<typeof instagramProfileSchema>;

/** GET /v3/connect/instagram/profiles and /v3/connect/public/instagram/profiles. */
export const instagramProfilesSchema = z.object({ profiles: z.array(instagramProfileSchema) });
export type InstagramProfiles = z.infer<typeof instagramProfilesSchema>;

/** Whose Instagram picker: a signed-in creator's ('own'), or sign-up's ('public', under /v3/connect/public, no session). */
export type PickerScope = 'own' | 'public';

/** The picker calls' query (SPEC: `?access_token=` on the wire). */
export const pickerTokenQuerySchema = z.object({ accessToken: pickerToken });

/** GET /v3/connect/instagram-api: the provider's return, with `code` and the `state` we sent. */
export const oauthReturnQuerySchema = z.object({ code: oauthValue, state: oauthValue });
export type OauthReturn = z.infer<typeof oauthReturnQuerySchema>;

/** The picker token that stands for the provider's token on the server (15 minutes). */
export const pickerGrantSchema = z.object({ accessToken: z.string(), expiresIn: z.number().int() });
export type PickerGrant = z.infer<typeof pickerGrantSchema>;

/** POST /v3/connect/instagram and /v3/connect/public/instagram (SPEC: {accessToken, username}). */
export const instagramConnectPayloadSchema = z.object({
  accessToken: pickerToken,
  username: requiredText(64, SELECT_PROFILE_REQUIRED),
});
export type InstagramConnectPayload = z.input<typeof instagramConnectPayloadSchema>;

/** The public picker signs the new account in. */
export const instagramSignUpSchema = authResponseSchema;

/** POST /v3/connect/{network}/authorize: where to send the browser. */
export const authorizeUrlSchema = z.object({ authorizeUrl: z.string() });
export type AuthorizeUrl = z.infer<typeof authorizeUrlSchema>;

/** POST /v3/connect/tiktok. */
export const tiktokConnectPayloadSchema = oauthReturnQuerySchema;

/** A connection's numbers, as the connect screen and the kit show them. */
export const networkConnectionSchema = z.object({
  network: socialNetworkSchema,
  state: z.enum(['active', 'reconnect', 'not_connected'] as const satisfies readonly NetworkState[]),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followers: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  averageLikes: z.number().int().nullable(),
  averageComments: z.number().int().nullable(),
  /** Percent, two decimals; null without followers or posts. */
  engagementRate: z.number().nullable(),
  connectedAt: z.string().nullable(),
  statsUpdatedAt: z.string().nullable(),
  /** When 'Atualizar' may be pressed again; null when it may now. */
  refreshAvailableAt: z.string().nullable(),
});
export type NetworkConnection = z.infer<typeof networkConnectionSchema>;

/** How a network is reached on this server: really, through the labelled demo, or not at all. */
export const providerModeSchema = z.enum(['live', 'demo', 'not_configured']);
export type ProviderMode = z.infer<typeof providerModeSchema>;

/** GET /v3/connect/networks. */
export const connectionsSchema = z.object({
  networks: z.array(networkConnectionSchema),
  providers: z.object({ instagram: providerModeSchema, tiktok: providerModeSchema }),
});
export type Connections = z.infer<typeof connectionsSchema>;

/** What connecting or disconnecting did to the level. */
export const connectionChangeSchema = z.object({
  network: socialNetworkSchema,
  level: levelSchema,
  previousLevel: levelSchema,
});
export type ConnectionChange = z.infer<typeof connectionChangeSchema>;

export const networkPathSchema = z.object({ network: socialNetworkSchema });
