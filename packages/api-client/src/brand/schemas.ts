import { isValidCnpj, normalizeDocument } from '@ma/domain';
import { z } from 'zod';
import { accountNameSchema, emailSchema, loginCredentialsSchema, passwordSchema } from '../schemas/account.ts';
import { listOf } from '../schemas/common.ts';
import { filledText, requiredText } from '../schemas/text.ts';

// The brands' side of the platform (docs/product/brands.md, docs/decisions/038-brands-on-the-platform.md):
// a brand's account, its team and its session. camelCase here, snake_case on the wire.

/** Where a brand stands: a new one waits for an operator, who approves or refuses it with a reason. */
export const brandStatuses = ['pending', 'approved', 'refused'] as const;
export const brandStatusSchema = z.enum(brandStatuses);
export type BrandStatus = z.infer<typeof brandStatusSchema>;

export const brandMemberRoles = ['owner', 'member'] as const;
export const brandMemberRoleSchema = z.enum(brandMemberRoles);
export type BrandMemberRole = z.infer<typeof brandMemberRoleSchema>;

/** A company's CNPJ, numeric or alphanumeric, with or without punctuation; sent and kept normalized (14 characters). */
export const cnpjSchema = filledText(32, 'Informe o CNPJ da empresa.', { tooLong: 'CNPJ inválido.' })
  .refine(isValidCnpj, { error: 'CNPJ inválido.' })
  .transform(normalizeDocument);

export const companyNameSchema = requiredText(120, 'Informe o nome da empresa.', { tooLong: 'O nome da empresa pode ter no máximo 120 caracteres.' });

/** POST /v3/brand/sign-up: the company, and its owner, who signs in with this e-mail and password. */
export const brandSignUpPayloadSchema = z.object({
  companyName: companyNameSchema,
  cnpj: cnpjSchema,
  name: accountNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type BrandSignUpPayload = z.infer<typeof brandSignUpPayloadSchema>;

/** POST /v3/brand/auth. */
export const brandSignInPayloadSchema = loginCredentialsSchema;
export type BrandSignInPayload = z.infer<typeof brandSignInPayloadSchema>;

/** The company as its members see it. */
export const brandSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Normalized (14 characters): formatCnpj shows it. */
  cnpj: z.string(),
  status: brandStatusSchema,
  /** Why an operator refused it; null otherwise. */
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/** A person of a brand's team. */
export const brandMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: brandMemberRoleSchema,
  emailConfirmed: z.boolean(),
  /** False while an invitation waits to be accepted. */
  joined: z.boolean(),
  createdAt: z.string(),
});
export type BrandMember = z.infer<typeof brandMemberSchema>;

/** GET /v3/brand/me (and the sign-up's and sign-in's answer): who is signed in, and their brand. */
export const brandSessionSchema = z.object({ member: brandMemberSchema, brand: brandSchema });
export type BrandSession = z.infer<typeof brandSessionSchema>;

/** GET /v3/brand/members: the team, the owner first, then by name. */
export const brandMemberListSchema = listOf(brandMemberSchema);
export type BrandMemberList = z.infer<typeof brandMemberListSchema>;

/** POST /v3/brand/members: invites a person by e-mail (the owner only); the link is mailed. */
export const brandInvitationPayloadSchema = z.object({ name: accountNameSchema, email: emailSchema });
export type BrandInvitationPayload = z.infer<typeof brandInvitationPayloadSchema>;

/** GET /v3/brand/invitations/{token}: what an invitation is to, for its page. */
export const brandInvitationSchema = z.object({ brandName: z.string(), name: z.string(), email: z.string() });
export type BrandInvitation = z.infer<typeof brandInvitationSchema>;

/** POST /v3/brand/invitations/{token}: the invitee's password; the invitation proves the e-mail. */
export const brandInvitationAcceptPayloadSchema = z.object({ password: passwordSchema });
export type BrandInvitationAcceptPayload = z.infer<typeof brandInvitationAcceptPayloadSchema>;

/** POST /v3/brand/verify-email: the token of the link mailed at sign-up. */
export const brandEmailProofPayloadSchema = z.object({ token: z.string().trim().min(1, { error: 'Link inválido ou expirado.' }).max(64) });
export type BrandEmailProofPayload = z.infer<typeof brandEmailProofPayloadSchema>;
