import { z } from 'zod';
import { accountNameSchema, emailSchema, passwordSchema } from './account.ts';

/**
 * The account page's calls (docs/product/account-data.md). A password asked again is the
 * account's current one: a wrong one is a 422 on its field (CURRENT_PASSWORD_WRONG), never a
 * 401, which would sign the creator out of the page they are on.
 */
const currentPassword = z.string({ error: 'Informe sua senha atual.' }).min(1, { error: 'Informe sua senha atual.' }).max(128);

/** PATCH /v3/account/me */
export const accountNamePayloadSchema = z.object({ name: accountNameSchema });
export type AccountNamePayload = z.infer<typeof accountNamePayloadSchema>;

/**
 * POST /v3/account/email: sends a confirmation link to the new address; the e-mail changes when
 * it is opened. `password` is asked of accounts that have one (Google-only accounts have none).
 */
export const emailChangePayloadSchema = z.object({ email: emailSchema, password: currentPassword.optional() });
export type EmailChangePayload = z.infer<typeof emailChangePayloadSchema>;

export const emailChangeRequestedSchema = z.object({ email: z.string(), message: z.string() });
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/**
 * POST /v3/account/email/confirm (a change of e-mail) and /v3/account/email/verify (the proof of
 * the address mailed at sign-up): the token of the link; no session needed (the link may open on
 * another device).
 */
export const emailConfirmPayloadSchema = z.object({ token: z.string().min(1, { error: 'Token inválido ou expirado.' }).max(200) });
export type EmailConfirmPayload = z.infer<typeof emailConfirmPayloadSchema>;

export const emailConfirmedSchema = z.object({ email: z.string() });
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** POST /v3/account/password: answers a new token; every other session is signed out. */
export const passwordChangePayloadSchema = z.object({ currentPassword, newPassword: passwordSchema });
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

/** What the creator types to confirm a deletion, exactly. */
export const ACCOUNT_DELETION_CONFIRMATION = 'EXCLUIR';
export const ACCOUNT_DELETION_CONFIRMATION_MESSAGE = `Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar.`;

/** POST /v3/account/delete: the password (when the account has one) and the typed confirmation. */
export const accountDeletionPayloadSchema = z.object({
  password: currentPassword.optional(),
  confirmation: z
    .string({ error: ACCOUNT_DELETION_CONFIRMATION_MESSAGE })
    .trim()
    .refine((typed) => typed === ACCOUNT_DELETION_CONFIRMATION, { error: ACCOUNT_DELETION_CONFIRMATION_MESSAGE }),
});
export type AccountDeletionPayload = z.input<typeof accountDeletionPayloadSchema>;

/**
 * GET /v3/account/export: a file for the person, `attachment`. Every table that holds the
 * creator's rows, by table name, each row by column name, secrets (password hash, network
 * tokens, token hashes) left out.
 */
export const accountExportSchema = z.object({
  format: z.literal('mais-alcance-export/1'),
  exportedAt: z.string(),
  userId: z.string(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
