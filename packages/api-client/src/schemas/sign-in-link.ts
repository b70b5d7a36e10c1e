import { TOKEN_INVALID_MESSAGE } from '@ma/domain';
import { z } from 'zod';
import { levelSchema } from './common.ts';

/**
 * POST /v3/account/sign-in-link and its preview: the token of a `?token=` sign-in link
 * (docs/product/routes-and-navigation.md "Token in the URL"). Any text is taken; one that is no
 * live link is refused as the link's fault (400 TOKEN_INVALID), never as a malformed body.
 */
export const signInLinkPayloadSchema = z.object({
  token: z.string({ error: TOKEN_INVALID_MESSAGE }).min(1, { error: TOKEN_INVALID_MESSAGE }).max(512, { error: TOKEN_INVALID_MESSAGE }),
});
export type SignInLinkPayload = z.infer<typeof signInLinkPayloadSchema>;

/**
 * Whose account a token in the URL opens, as the visitor sees it before entering: the name, the
 * e-mail masked ('f***@gmail.com'; null for an account without one) and the level. Never the
 * full address: whoever holds a link learns no more than they need to decide.
 */
export const tokenAccountSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  level: levelSchema,
});
export type TokenAccount = z.infer<typeof tokenAccountSchema>;
