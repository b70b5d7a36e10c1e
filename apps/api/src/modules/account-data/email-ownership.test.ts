import { DAY_MS } from '@ma/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../db/schema.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';
import { testDatabases } from '../../test/databases.ts';
import { lastMailTo, linkParameter, mailsTo } from '../../test/outbox.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';

const ORIGIN = 'https://app.maisalcance.test';
const TOKEN_INVALID = { detail: 'Token inválido ou expirado.', code: 'TOKEN_INVALID' };
const SUBJECTS = {
  change: 'Confirme seu novo e-mail na Mais Alcance',
  verify: 'Confirme seu e-mail na Mais Alcance',
  reset: 'Redefina sua senha da Mais Alcance',
  changeRequested: 'Pedido de troca do e-mail da sua conta na Mais Alcance',
  changed: 'O e-mail da sua conta na Mais Alcance foi trocado',
  passwordChanged: 'A senha da sua conta na Mais Alcance foi trocada',
  passwordReset: 'A senha da sua conta na Mais Alcance foi redefinida',
};

describe.each(testDatabases)('who holds the e-mail address ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = () => createTestApp(context.handle.db, { appOrigin: ORIGIN });
  type App = ReturnType<typeof setup>['app'];

  const signIn = (app: App, email: string, password: string) => call(app, 'POST', '/v3/account/auth', { body: { email, password } });
  const confirmChange = (app: App, token: string) => call(app, 'POST', '/v3/account/email/confirm', { body: { token } });
  /** Opens a sign-up link as the holder of `session` (the account's own, unless a test says otherwise). */
  const verify = (app: App, token: string, session: string | undefined) =>
    call(app, 'POST', '/v3/account/email/verify', { body: { token }, ...(session !== undefined && { token: session }) });
  const verifiedAt = async (email: string) =>
    (await context.handle.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.email, email)))[0]?.at;

  /** An intruder with the creator's session and password asks to move the account to an address of theirs. */
  const intruderAsksChange = async (app: App, account: Awaited<ReturnType<typeof registerAccount>>) => {
    const intruderEmail = uniqueEmail('intruso');
    const asked = await call(app, 'POST', '/v3/account/email', { token: account.token, body: { email: intruderEmail, password: account.password } });
    expect(asked.status).toBe(202);
    return { intruderEmail, token: linkParameter((await lastMailTo(context.handle.db, intruderEmail, SUBJECTS.change)).text, 'email_token') };
  };

  describe('an e-mail change does not survive the owner taking the account back', () => {
    it('a password change voids the pending link', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const { intruderEmail, token } = await intruderAsksChange(app, account);
      const changed = await call(app, 'POST', '/v3/account/password', {
        token: account.token,
        body: { current_password: account.password, new_password: 'nova-senha-456' },
      });
      expect(changed.status).toBe(200);

      expect(await confirmChange(app, token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
      expect((await signIn(app, intruderEmail, 'nova-senha-456')).status).toBe(401);
      expect((await signIn(app, account.email, 'nova-senha-456')).status).toBe(200);
    });

    it('a password reset by the mailed link voids it too', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const { token } = await intruderAsksChange(app, account);
      expect((await call(app, 'POST', '/v3/account/auth/forgot', { body: { email: account.email } })).status).toBe(202);
      const resetToken = linkParameter((await lastMailTo(context.handle.db, account.email, SUBJECTS.reset)).text, 'reset_token');
      const reset = await call(app, 'POST', '/v3/account/auth/forgot/new', {
        body: { email: account.email, reset_token: resetToken, password: 'nova-senha-456' },
      });
      expect(reset.status).toBe(200);

      expect(await confirmChange(app, token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
      expect((await call(app, 'GET', '/v3/account/me', { token: String(reset.json?.['access_token']) })).json?.['user']).toMatchObject({
        email: account.email,
      });
    });

    it('a deletion voids it', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const { token } = await intruderAsksChange(app, account);
      const deleted = await call(app, 'POST', '/v3/account/delete', {
        token: account.token,
        body: { password: account.password, confirmation: 'EXCLUIR' },
      });
      expect(deleted.status).toBe(204);
      expect(await confirmChange(app, token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
    });
  });

  describe('the current address hears of every change', () => {
    it('is told when a change is asked, and again when it is done, without a link that acts on the account', async () => {
      const { app } = setup();
      const account = await registerAccount(app, { name: 'Rita Souza' });
      const { intruderEmail, token } = await intruderAsksChange(app, account);

      const asked = await lastMailTo(context.handle.db, account.email, SUBJECTS.changeRequested);
      expect(asked.text).toContain('Olá, Rita!');
      expect(asked.text).toContain(`trocar o e-mail da sua conta na Mais Alcance para ${intruderEmail}`);
      expect(asked.text).toContain('Se não foi você, redefina sua senha agora');
      expect(asked.html).toContain('lang="pt-BR"');
      // The only link is the recovery page, where the owner asks for a reset link of their own.
      expect(asked.text.match(/https?:\/\/\S+/g)).toEqual([`${ORIGIN}/forgot-password`]);
      expect(asked.text).not.toContain(token);
      expect(asked.html).not.toContain(token);

      expect((await confirmChange(app, token)).status).toBe(200);
      const done = await lastMailTo(context.handle.db, account.email, SUBJECTS.changed);
      expect(done.text).toContain(`O e-mail da sua conta na Mais Alcance agora é ${intruderEmail}.`);
      expect(done.text).toContain('privacidade@maisalcance.com.br');
      expect(done.text).not.toMatch(/https?:\/\//);
      // The new address gets no notice of its own: only the link it was sent.
      expect((await mailsTo(context.handle.db, intruderEmail)).map((mail) => mail.subject)).toEqual([SUBJECTS.change]);
    });

    it('is told when the password is changed or reset', async () => {
      const { app } = setup();
      const account = await registerAccount(app, { name: 'Rita Souza' });
      await call(app, 'POST', '/v3/account/password', {
        token: account.token,
        body: { current_password: account.password, new_password: 'nova-senha-456' },
      });
      const changed = await lastMailTo(context.handle.db, account.email, SUBJECTS.passwordChanged);
      expect(changed.text).toContain('A senha da sua conta na Mais Alcance foi trocada, e as sessões abertas em outros aparelhos foram encerradas.');
      expect(changed.text.match(/https?:\/\/\S+/g)).toEqual([`${ORIGIN}/forgot-password`]);

      // A wrong current password changes nothing, and tells nothing.
      await call(app, 'POST', '/v3/account/password', {
        token: account.token,
        body: { current_password: 'errada-123', new_password: 'outra-senha-789' },
      });
      expect(await mailsTo(context.handle.db, account.email, SUBJECTS.passwordChanged)).toHaveLength(1);

      await call(app, 'POST', '/v3/account/auth/forgot', { body: { email: account.email } });
      const resetToken = linkParameter((await lastMailTo(context.handle.db, account.email, SUBJECTS.reset)).text, 'reset_token');
      await call(app, 'POST', '/v3/account/auth/forgot/new', {
        body: { email: account.email, reset_token: resetToken, password: 'outra-senha-789' },
      });
      const reset = await lastMailTo(context.handle.db, account.email, SUBJECTS.passwordReset);
      expect(reset.text).toContain('foi redefinida pelo link de recuperação');
      expect(reset.text).not.toContain(resetToken);
      expect(reset.text.match(/https?:\/\/\S+/g)).toEqual([`${ORIGIN}/forgot-password`]);
    });
  });

  describe('the link mailed at sign-up proves the address', () => {
    it('is sent at sign-up; the account signs in meanwhile; opening it proves the address, once', async () => {
      const { app } = setup();
      const account = await registerAccount(app, { name: 'Rita Souza' });
      expect(await verifiedAt(account.email)).toBeNull();
      expect((await signIn(app, account.email, account.password)).status).toBe(200);

      const mail = await lastMailTo(context.handle.db, account.email, SUBJECTS.verify);
      expect(mail.text).toContain('Olá, Rita!');
      const token = linkParameter(mail.text, 'verify_token');
      expect(mail.text).toContain(`${ORIGIN}/account/verify-email?verify_token=${token}`);
      expect(mail.text).not.toMatch(/[?&]token=/);
      // Stored only as its hash, for 24 hours.
      const [row] = await context.handle.db
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.tokenHash, hashSecretToken(token)));
      expect(row).toMatchObject({ newEmail: account.email, purpose: 'verify', usedAt: null });
      expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(DAY_MS);
      expect(JSON.stringify(await context.handle.db.select().from(emailChanges))).not.toContain(token);

      // The account's own session proves it (on another device, after signing in there).
      expect(await verify(app, token, account.token)).toMatchObject({ status: 200, json: { email: account.email } });
      expect(await verifiedAt(account.email)).toBeInstanceOf(Date);
      expect(await verify(app, token, account.token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
    });

    // The pre-hijack's second act: the intruder registered the victim's address; the victim, who
    // reads that mailbox, opens the sign-up link. That must not prove the intruder's account.
    it("is not proven by whoever reads the mailbox without the account's session", async () => {
      const { app } = setup();
      const intruders = await registerAccount(app, { name: 'Conta do Intruso' });
      const token = linkParameter((await lastMailTo(context.handle.db, intruders.email, SUBJECTS.verify)).text, 'verify_token');
      expect((await verify(app, token, undefined)).status).toBe(401);
      const victim = await registerAccount(app, { name: 'Vítima Real' });
      expect(await verify(app, token, victim.token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
      expect(await verifiedAt(intruders.email)).toBeNull();
      expect(await verifiedAt(victim.email)).toBeNull();
    });

    it('works for 24 hours, and only on its own route', async () => {
      const { app, clock } = setup();
      const account = await registerAccount(app);
      const token = linkParameter((await lastMailTo(context.handle.db, account.email, SUBJECTS.verify)).text, 'verify_token');
      // A proof of the address is not a change of it, nor the other way round.
      expect(await confirmChange(app, token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
      const { token: changeToken } = await intruderAsksChange(app, account);
      expect(await verify(app, changeToken, account.token)).toMatchObject({ status: 400, json: TOKEN_INVALID });

      clock.advance(DAY_MS);
      expect(await verify(app, token, account.token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
      expect(await verifiedAt(account.email)).toBeNull();
    });

    it('proves nothing once the account moved to another address', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const token = linkParameter((await lastMailTo(context.handle.db, account.email, SUBJECTS.verify)).text, 'verify_token');
      const { intruderEmail: newEmail, token: changeToken } = await intruderAsksChange(app, account);
      expect((await confirmChange(app, changeToken)).status).toBe(200);
      // The confirmed change proved the new address; the old one's link would move the account back.
      expect(await verifiedAt(newEmail)).toBeInstanceOf(Date);
      expect(await verify(app, token, account.token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
      const [user] = await context.handle.db.select({ email: users.email }).from(users).where(eq(users.email, newEmail));
      expect(user?.email).toBe(newEmail);
    });

    it('stays valid through a password change, which voids only the changes of address', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const token = linkParameter((await lastMailTo(context.handle.db, account.email, SUBJECTS.verify)).text, 'verify_token');
      const changed = await call(app, 'POST', '/v3/account/password', {
        token: account.token,
        body: { current_password: account.password, new_password: 'nova-senha-456' },
      });
      expect((await verify(app, token, String(changed.json?.['access_token']))).status).toBe(200);
    });

    it('is also proven by a password reset through the mailed link', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      await call(app, 'POST', '/v3/account/auth/forgot', { body: { email: account.email } });
      const resetToken = linkParameter((await lastMailTo(context.handle.db, account.email, SUBJECTS.reset)).text, 'reset_token');
      expect(await verifiedAt(account.email)).toBeNull();
      await call(app, 'POST', '/v3/account/auth/forgot/new', { body: { email: account.email, reset_token: resetToken, password: 'nova-senha-456' } });
      expect(await verifiedAt(account.email)).toBeInstanceOf(Date);
    });

    it('is mailed when an account made from Instagram adds its e-mail', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      // As the Instagram sign-up leaves it: no e-mail, no password.
      const [user] = await context.handle.db
        .update(users)
        .set({ email: null, passwordHash: null })
        .where(eq(users.email, account.email))
        .returning({ id: users.id });
      const email = uniqueEmail('instagram');
      const added = await call(app, 'POST', '/v3/account/credentials', { token: account.token, body: { email, password: 'senha-segura-123' } });
      expect(added.status).toBe(204);
      const token = linkParameter((await lastMailTo(context.handle.db, email, SUBJECTS.verify)).text, 'verify_token');
      expect((await verify(app, token, account.token)).status).toBe(200);
      const [row] = await context.handle.db
        .select({ at: users.emailVerifiedAt })
        .from(users)
        .where(and(eq(users.id, user?.id ?? ''), eq(users.email, email)));
      expect(row?.at).toBeInstanceOf(Date);
    });
  });
});
