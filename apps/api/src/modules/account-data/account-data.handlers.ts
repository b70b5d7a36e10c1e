import { endOtherSessions } from '../../auth/sessions.ts';
import type { AppServices } from '../services.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  accountDeletionPayloadSchema,
  accountExportSchema,
  accountNamePayloadSchema,
  authResponseSchema,
  emailChangePayloadSchema,
  emailChangeRequestedSchema,
  emailConfirmedSchema,
  emailConfirmPayloadSchema,
  passwordChangePayloadSchema,
} from '@ma/api-client/schemas';
import { saoPauloDay } from '@ma/domain';
import { eq, sql } from 'drizzle-orm';
import { mediaKits, users } from '../../db/schema.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { apiError, apiFieldError } from '../../lib/errors.ts';
import type { AppRouteHandler, AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { findUserByEmail } from '../account/account.repository.ts';
import { emailChangedNotice, emailChangeRequestedNotice, passwordChangedNotice } from '../account/account-emails.ts';
import { createEmailLink, emailLinkUrl, openEmailLink } from '../account/email-links.ts';
import { confirmPassword, deleteAccount as eraseAccount, exportAccount, storePassword, type DataServices } from './account-data.service.ts';
import { throttleKitSave } from '../media-kit/kit-save-throttle.ts';
import { throttleEmailChange } from './email-change-throttle.ts';
import { hasReauthProof, requireReauthProof } from '../../auth/reauth-gate.ts';
import { emailChangeEmail } from './email-change-email.ts';
import type {
  ChangePasswordRoute,
  ConfirmEmailChangeRoute,
  DeleteAccountRoute,
  ExportDataRoute,
  RenameRoute,
  RequestEmailChangeRoute,
  VerifyEmailRoute,
} from './account-data.routes.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type AccountDataNeeds = DataServices & Pick<AppServices, 'tokens' | 'trustProxy' | 'reauth'>;

export const rename: RouteHandler<RenameRoute, AuthedEnv<AccountDataNeeds>> = async (c) => {
  const { name } = fromWire(accountNamePayloadSchema, c.req.valid('json'));
  // A new name is a new kit version, whose preview image is drawn anew: it counts as a kit save.
  await throttleKitSave(c);
  const { db, kits, clock } = c.var.services;
  const userId = c.var.user.id;
  // The kit shows the name: a new version, so that an editor open elsewhere cannot save the old
  // name back (KIT_VERSION_CONFLICT) and the link-preview image is drawn again.
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name }).where(eq(users.id, userId));
    await tx
      .update(mediaKits)
      .set({ version: sql`${mediaKits.version} + 1`, updatedAt: clock.now() })
      .where(eq(mediaKits.userId, userId));
  });
  kits.forget(c.var.user.username);
  return c.body(null, 204);
};

export const requestEmailChange: RouteHandler<RequestEmailChangeRoute, AuthedEnv<AccountDataNeeds>> = async (c) => {
  const { email, password } = fromWire(emailChangePayloadSchema, c.req.valid('json'));
  const { services } = c.var;
  const user = c.var.user;
  if (email === user.email) throw apiFieldError('EMAIL_UNCHANGED', 'email');
  await confirmItIsThem(c, password);
  await throttleEmailChange(services, user.id, email);
  // Told here, not when the link is opened: registering already says whether an address is taken.
  if (await findUserByEmail(services.db, email)) throw apiFieldError('ACCOUNT_ALREADY_EXISTS', 'email');
  const token = await createEmailLink(services, { userId: user.id, email, purpose: 'change' });
  const link = emailLinkUrl(services.appOrigin, 'change', token);
  const { mailer, appOrigin, background } = services;
  background.run('e-mail change e-mail', () => mailer.send(emailChangeEmail({ to: email, name: user.name, link })));
  // The current address hears of it while the owner can still stop it (a password reset voids the link).
  const current = user.email;
  if (current) {
    const notice = emailChangeRequestedNotice({ to: current, name: user.name, newEmail: email, appOrigin });
    background.run('e-mail change notice', () => mailer.send(notice));
  }
  const message = `Enviamos um link de confirmação para ${email}. Abra-o em até 24 horas para concluir a troca.`;
  return c.json(toWire(emailChangeRequestedSchema, { email, message }), 202);
};

export const confirmEmailChange: AppRouteHandler<ConfirmEmailChangeRoute, AccountDataNeeds> = async (c) => {
  const { token } = fromWire(emailConfirmPayloadSchema, c.req.valid('json'));
  const { services } = c.var;
  const { name, email, previousEmail } = await openEmailLink(services, token, 'change');
  if (previousEmail && previousEmail !== email) {
    const notice = emailChangedNotice({ to: previousEmail, name, newEmail: email });
    services.background.run('e-mail changed notice', () => services.mailer.send(notice));
  }
  return c.json(toWire(emailConfirmedSchema, { email }), 200);
};

export const verifyEmail: RouteHandler<VerifyEmailRoute, AuthedEnv<AccountDataNeeds>> = async (c) => {
  const { token } = fromWire(emailConfirmPayloadSchema, c.req.valid('json'));
  // Only the account's own session proves its address: the owner of a mailbox that an intruder
  // registered with must not confirm the intruder's account by clicking (the pre-hijack).
  const { email } = await openEmailLink(c.var.services, token, 'verify', { owner: c.var.user.id });
  return c.json(toWire(emailConfirmedSchema, { email }), 200);
};

export const changePassword: RouteHandler<ChangePasswordRoute, AuthedEnv<AccountDataNeeds>> = async (c) => {
  const { currentPassword, newPassword } = fromWire(passwordChangePayloadSchema, c.req.valid('json'));
  const { services } = c.var;
  const user = c.var.user;
  if (user.passwordHash === null) throw apiError('PASSWORD_NOT_SET');
  await confirmPassword(services, user, { password: currentPassword, field: 'current_password', address: clientAddress(c, services.trustProxy) });
  const updated = await storePassword(services, user.id, await services.passwordHasher.hash(newPassword));
  const to = updated.email;
  if (to) {
    const notice = passwordChangedNotice({ to, name: updated.name, appOrigin: services.appOrigin, how: 'changed' });
    services.background.run('password changed notice', () => services.mailer.send(notice));
  }
  // Every other session ends; this one goes on with a token of the new version (the old token's is gone).
  await endOtherSessions(services.db, user.id, user.sessionId);
  const accessToken = await services.tokens.sign({ userId: updated.id, tokenVersion: updated.tokenVersion, sessionId: user.sessionId });
  return c.json(toWire(authResponseSchema, { accessToken, level: updated.level }), 200);
};

export const exportData: RouteHandler<ExportDataRoute, AuthedEnv<AccountDataNeeds>> = async (c) => {
  const { services } = c.var;
  // Whole (LGPD portability), the CPF and PIX key included: so never on a session alone.
  await requireReauthProof(c);
  const data = await exportAccount(services, c.var.user);
  const day = saoPauloDay(services.clock.now());
  c.header('Content-Disposition', `attachment; filename="mais-alcance-meus-dados-${day}.json"`);
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(accountExportSchema, data), 200);
};

export const deleteAccount: RouteHandler<DeleteAccountRoute, AuthedEnv<AccountDataNeeds>> = async (c) => {
  const { password } = fromWire(accountDeletionPayloadSchema, c.req.valid('json'));
  const { services } = c.var;
  const user = c.var.user;
  await confirmItIsThem(c, password);
  await eraseAccount(services, user);
  return c.body(null, 204);
};

/**
 * What a stolen session must not do alone (docs/decisions/025-re-authentication.md): a proof of
 * re-authentication, or, on an account with a password, the password typed in the form itself
 * (so the creator does not type it twice). An account without one needs the proof.
 */
async function confirmItIsThem(c: Context<AuthedEnv<AccountDataNeeds>>, password: string | undefined): Promise<void> {
  const { services, user } = c.var;
  if (await hasReauthProof(c)) return;
  if (user.passwordHash === null) throw apiError('REAUTH_REQUIRED');
  await confirmPassword(services, user, { password, field: 'password', address: clientAddress(c, services.trustProxy) });
}
