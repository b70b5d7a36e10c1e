import { z } from 'zod';

/**
 * Re-authentication (docs/decisions/025-re-authentication.md): what a stolen session must not do
 * alone asks for a short-lived proof, sent in the `X-Reauth` header. The proof comes from one of
 * three ways, each its own body, sent alone.
 */
export const REAUTH_HEADER = 'X-Reauth';

const required = (message: string) => z.string({ error: message }).min(1, { error: message });

/** POST /v3/account/reauth with the account's password (checked within sign-in's limits). */
export const reauthPasswordSchema = z.object({ password: required('Informe sua senha.').max(128) });
/** POST /v3/account/reauth with a fresh Google credential of the account's address. */
export const reauthGoogleSchema = z.object({ googleCredential: required('Credencial do Google ausente.').max(4096) });
/** POST /v3/account/reauth with the code mailed by /reauth/code and its challenge. */
export const reauthCodeSchema = z.object({
  challenge: required('Peça um código primeiro.').max(2048),
  code: z
    .string({ error: 'Informe o código de 6 dígitos.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Informe o código de 6 dígitos.' }),
});

/**
 * POST /v3/account/reauth with what Instagram sent back to /account/confirm-instagram after the
 * consent started by POST /v3/account/reauth/instagram (accounts made from Instagram).
 */
export const reauthInstagramSchema = z.object({
  instagramCode: required('Resposta do Instagram ausente.').max(2048),
  instagramState: required('Resposta do Instagram ausente.').max(256),
});

/** The four bodies of POST /v3/account/reauth; the first shape a body fits decides its way. */
export const reauthPayloadSchema = z.union([reauthPasswordSchema, reauthGoogleSchema, reauthCodeSchema, reauthInstagramSchema]);
export type ReauthPayload = z.input<typeof reauthPayloadSchema>;

/** The proof: valid for `expiresIn` seconds, for this account only, never a session. */
export const reauthProofSchema = z.object({ proof: z.string(), expiresIn: z.number().int() });
export type ReauthProof = z.infer<typeof reauthProofSchema>;

/** POST /v3/account/reauth/code: the code went to `email` (masked); `challenge` goes back with it. */
export const reauthChallengeSchema = z.object({ challenge: z.string(), email: z.string(), expiresIn: z.number().int() });
export type ReauthChallenge = z.infer<typeof reauthChallengeSchema>;

/**
 * The ways 'Confirme que é você' offers this account: its password; Google and a mailed code
 * (no password, a proven e-mail); Instagram (neither, and an Instagram connected). Empty: none.
 */
export const reauthMethodSchema = z.enum(['password', 'google', 'code', 'instagram']);
export type ReauthMethod = z.infer<typeof reauthMethodSchema>;

/** GET /v3/affiliate/me/full (with a proof): the registration's CPF/CNPJ, phone and PIX key whole. */
export const affiliateFullSchema = z.object({ document: z.string(), phone: z.string(), pixKey: z.string() });
export type AffiliateFull = z.infer<typeof affiliateFullSchema>;
