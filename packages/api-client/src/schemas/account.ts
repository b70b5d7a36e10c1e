import { SURVEY_DESCRIPTION_MAX_LENGTH, SURVEY_DESCRIPTION_MESSAGE, SURVEY_MAX_SCORE, SURVEY_MIN_SCORE, SURVEY_SCORE_MESSAGE } from '@ma/domain';
import { z } from 'zod';
import { levelSchema, listOf, socialNetworkSchema } from './common.ts';
import { reauthMethodSchema } from './reauth.ts';
import { hasNoNul } from './text.ts';

/** An e-mail address as every form takes it: trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: 'Informe seu e-mail.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Informe um e-mail válido.' }).max(254, { error: 'E-mail longo demais.' }));

/** The password rule of sign-up and reset: long enough to resist guessing, short enough to hash. */
export const passwordSchema = z
  .string({ error: 'Informe sua senha.' })
  .min(8, { error: 'A senha precisa ter pelo menos 8 caracteres.' })
  .max(128, { error: 'A senha pode ter no máximo 128 caracteres.' });

export const loginCredentialsSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Informe sua senha.' }).min(1, { error: 'Informe sua senha.' }).max(128),
});
export type LoginCredentials = z.infer<typeof loginCredentialsSchema>;

export const googleCredentialSchema = z.object({
  credential: z.string().min(1, { error: 'Credencial do Google ausente.' }),
});
export type GoogleCredential = z.infer<typeof googleCredentialSchema>;

/** An account's name, at sign-up and on the account page. */
export const accountNameSchema = z
  .string({ error: 'Informe seu nome.' })
  .trim()
  .min(2, { error: 'Informe seu nome.' })
  .max(80, { error: 'O nome pode ter no máximo 80 caracteres.' })
  .refine(hasNoNul, { error: 'O nome não pode ter caracteres de controle.' });

export const registerPayloadSchema = z.object({
  name: accountNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** POST /v3/account/credentials: the e-mail and password of an account created from Instagram. */
export const credentialsPayloadSchema = z.object({ email: emailSchema, password: passwordSchema });
export type CredentialsPayload = z.infer<typeof credentialsPayloadSchema>;

export const forgotPasswordPayloadSchema = z.object({ email: emailSchema });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayloadSchema>;

/** The same answer whether or not the account exists (no account enumeration). */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const resetPasswordPayloadSchema = z.object({
  email: emailSchema,
  resetToken: z.string().min(1, { error: 'Token inválido ou expirado.' }),
  password: passwordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

/** What sign-in, Google sign-in and sign-up answer (docs/product/accounts-and-levels.md). */
export const authResponseSchema = z.object({
  accessToken: z.string(),
  level: levelSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const socialProfileSchema = z.object({
  network: socialNetworkSchema,
  username: z.string(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

/** GET /v3/account/me (docs/product/accounts-and-levels.md). */
export const accountInfoSchema = z.object({
  user: z.object({
    name: z.string(),
    level: levelSchema,
    /** Null for an account created from Instagram until its owner adds one. */
    email: z.string().nullable(),
    /** False for accounts that sign in only with Google or were created from Instagram. */
    hasPassword: z.boolean(),
    /** The ways 'Confirme que é você' offers this account (docs/decisions/025-re-authentication.md). */
    reauthMethods: z.array(reauthMethodSchema),
  }),
  profile: z.object({ picture: z.string().nullable() }),
  socials: z.array(socialProfileSchema),
  view: z.object({ nps: z.boolean() }),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const socialsResponseSchema = listOf(socialProfileSchema);
export type SocialsResponse = z.infer<typeof socialsResponseSchema>;

/** POST /v3/account/nps (docs/product/accounts-and-levels.md). */
export const npsPayloadSchema = z.object({
  score: z.coerce
    .number({ error: SURVEY_SCORE_MESSAGE })
    .int({ error: SURVEY_SCORE_MESSAGE })
    .min(SURVEY_MIN_SCORE, { error: SURVEY_SCORE_MESSAGE })
    .max(SURVEY_MAX_SCORE, { error: SURVEY_SCORE_MESSAGE }),
  description: z.string().max(SURVEY_DESCRIPTION_MAX_LENGTH, { error: SURVEY_DESCRIPTION_MESSAGE }).default(''),
});
export type NpsPayload = z.input<typeof npsPayloadSchema>;
