import { z } from 'zod';
import { emailSchema, passwordSchema } from '../schemas/account.ts';
import { cursorPageOf, isoInstant, listOf } from '../schemas/common.ts';
import { filledText } from '../schemas/text.ts';

/**
 * The back office's contract (docs/product/backoffice.md): the /v3/admin routes, camelCase here
 * and snake_case on the wire like every /v3 route. Its own entry point (`@ma/api-client/admin`),
 * so that the creator app's bundle carries none of it.
 */

/** What an operator may do: `admin` everything, `support` creators and proposals, `finance` brands and payouts. */
export const operatorRoles = ['admin', 'support', 'finance'] as const;
export const operatorRoleSchema = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** The signed-in operator (GET /v3/admin/me), and an operator as other answers name one. */
export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
});
export type Operator = z.infer<typeof operatorSchema>;

/** The second factor: the 6 digits of the authenticator app, or one recovery code (then spent). */
export const operatorCodeSchema = filledText(32, 'Informe o código.', { tooLong: 'Código inválido.' });

/** POST /v3/admin/auth. */
export const operatorSignInPayloadSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Informe sua senha.' }).min(1, { error: 'Informe sua senha.' }).max(128),
  code: operatorCodeSchema,
});
export type OperatorSignInPayload = z.infer<typeof operatorSignInPayloadSchema>;

/** POST /v3/admin/auth, 200 (the session is the `ma_operator` cookie). */
export const operatorSignInSchema = z.object({ operator: operatorSchema });
export type OperatorSignIn = z.infer<typeof operatorSignInSchema>;

/** GET /v3/admin/setup/{token}: whose account the link sets up, and the TOTP secret to enrol. */
export const operatorSetupSchema = operatorSchema.pick({ email: true, name: true }).extend({
  /** otpauth://totp/... for a QR code. */
  otpauthUrl: z.string(),
  /** The same secret in base32, to type into the app. */
  secret: z.string(),
});
export type OperatorSetup = z.infer<typeof operatorSetupSchema>;

/** POST /v3/admin/setup/{token}: the password (the creators' rule) and a first code of the new secret. */
export const operatorSetupPayloadSchema = z.object({
  password: passwordSchema,
  code: z
    .string({ error: 'Informe o código do aplicativo.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'Informe os 6 dígitos do aplicativo.' }),
});
export type OperatorSetupPayload = z.infer<typeof operatorSetupPayloadSchema>;

/** POST /v3/admin/setup/{token}, 200: 10 single-use recovery codes, shown this once. */
export const operatorRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type OperatorRecoveryCodes = z.infer<typeof operatorRecoveryCodesSchema>;

/** An operator in the admin's list. */
export const operatorListItemSchema = operatorSchema.extend({
  /** Has set a password and a second factor (the setup link was used). */
  enrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;

/** GET /v3/admin/operators. */
export const operatorListSchema = listOf(operatorListItemSchema);
export type OperatorList = z.infer<typeof operatorListSchema>;

/** POST /v3/admin/operators. */
export const newOperatorPayloadSchema = z.object({
  email: emailSchema,
  name: filledText(120, 'Informe o nome.', { tooLong: 'O nome pode ter no máximo 120 caracteres.' }),
  role: operatorRoleSchema,
});
export type NewOperatorPayload = z.infer<typeof newOperatorPayloadSchema>;

/** A one-time setup link (7 days): the back office's page that sets the password and the factor. */
export const operatorSetupLinkSchema = z.object({ setupUrl: z.string() });
export type OperatorSetupLink = z.infer<typeof operatorSetupLinkSchema>;

/** POST /v3/admin/operators, 201. */
export const newOperatorSchema = z.object({ operator: operatorSchema, setupUrl: z.string() });
export type NewOperator = z.infer<typeof newOperatorSchema>;

/** PATCH /v3/admin/operators/{id}: a new role, or disabled (which ends the operator's sessions) or enabled again. */
export const operatorChangePayloadSchema = z.object({
  role: operatorRoleSchema.optional(),
  disabled: z.boolean().optional(),
});
export type OperatorChangePayload = z.infer<typeof operatorChangePayloadSchema>;

/** GET /v3/admin/audit's filters; every one optional. `cursor` is the previous page's `nextCursor`. */
export const auditQuerySchema = z.object({
  operatorId: z.string().max(64).optional(),
  targetType: z.string().max(64).optional(),
  targetId: z.string().max(200).optional(),
  from: isoInstant('Data inicial inválida.').optional(),
  to: isoInstant('Data final inválida.').optional(),
  cursor: z.string().max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One operator write: who (null: a command on the server), when, what, on what, before and after, from where. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operator: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /v3/admin/audit: newest first, 50 a page; `nextCursor` null on the last page. */
export const auditPageSchema = cursorPageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
