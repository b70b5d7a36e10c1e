import type { AppServices } from '../services.ts';
import { findUserByEmail } from './account.repository.ts';
import { openForgotRequest, type ForgotGate } from './forgot-throttle.ts';
import { createResetToken } from './recovery.repository.ts';
import { resetPasswordEmail, resetPasswordLink } from './reset-email.ts';

/**
 * The recovery flow's one way to mail a reset link ('Esqueci minha senha', and Google sign-in
 * meeting an unproven account): a slot of the throttle, then the link made and mailed off the
 * request path, so that an existing account's answer takes no longer than an unknown one's (the
 * timing would tell who has an account). Refused by the throttle: nothing is mailed.
 */
export async function mailResetLink(
  services: Pick<AppServices, 'db' | 'clock' | 'rateLimiter' | 'mailer' | 'appOrigin' | 'background'>,
  who: { email: string; address: string },
): Promise<ForgotGate> {
  const { db, clock, rateLimiter, mailer, appOrigin, background } = services;
  const now = clock.now();
  const gate = await openForgotRequest(rateLimiter, who, now.getTime());
  if (!gate.allowed) return gate;
  const user = await findUserByEmail(db, who.email);
  const to = user?.email;
  if (user && to) {
    background.run('password reset e-mail', async () => {
      const token = await createResetToken(db, user.id, now);
      await mailer.send(resetPasswordEmail({ to, name: user.name, link: resetPasswordLink(appOrigin, to, token) }));
    });
  }
  return gate;
}
