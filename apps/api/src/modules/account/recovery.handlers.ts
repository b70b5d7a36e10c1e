import { authResponseSchema, forgotPasswordPayloadSchema, forgotPasswordResponseSchema, resetPasswordPayloadSchema } from '@ma/api-client/schemas';
import { endAllSessions, startSession } from '../../auth/sessions.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { apiError, tooManyAttempts } from '../../lib/errors.ts';
import type { AccountNeeds } from './account.handlers.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { passwordChangedNotice } from './account-emails.ts';
import { mailResetLink } from './password-reset.ts';
import { findUsableResetToken, resetPasswordWithToken } from './recovery.repository.ts';
import type { ForgotPasswordRoute, ResetPasswordRoute } from './recovery.routes.ts';

/** The same answer whether or not the account exists: no account enumeration. */
const FORGOT_ACCEPTED = 'Se houver uma conta com esse e-mail, enviamos um link para redefinir a senha. Ele vale por 1 hora.';

export const forgotPassword: AppRouteHandler<ForgotPasswordRoute, AccountNeeds> = async (c) => {
  const { email } = fromWire(forgotPasswordPayloadSchema, c.req.valid('json'));
  const { services } = c.var;
  const gate = await mailResetLink(services, { email, address: clientAddress(c, services.trustProxy) });
  if (!gate.allowed) throw tooManyAttempts('TOO_MANY_RECOVERY_REQUESTS', gate.retryAfterMs);
  return c.json(toWire(forgotPasswordResponseSchema, { message: FORGOT_ACCEPTED }), 202);
};

export const resetPassword: AppRouteHandler<ResetPasswordRoute, AccountNeeds> = async (c) => {
  const { email, resetToken, password } = fromWire(resetPasswordPayloadSchema, c.req.valid('json'));
  const { db, clock, passwordHasher, mailer, appOrigin, background } = c.var.services;
  const now = clock.now();
  // Checked before hashing, so that a dead link costs no argon2 time.
  const found = await findUsableResetToken(db, { email, token: resetToken, now });
  if (!found) throw apiError('TOKEN_INVALID');
  const passwordHash = await passwordHasher.hash(password);
  const user = await resetPasswordWithToken(db, { ...found, passwordHash, now });
  // Someone used the same link in the meantime.
  if (!user) throw apiError('TOKEN_INVALID');
  const to = user.email;
  if (to) background.run('password reset notice', () => mailer.send(passwordChangedNotice({ to, name: user.name, appOrigin, how: 'reset' })));
  // Every session ends (the token version moved too): whoever knew the old password is out.
  await endAllSessions(db, user.id);
  const accessToken = await startSession(c, user);
  return c.json(toWire(authResponseSchema, { accessToken, level: user.level }), 200);
};
