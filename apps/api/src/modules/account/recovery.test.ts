import { MINUTE_MS } from '@ma/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase, type TestResponse } from '../../test/test-app.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';

const ACCEPTED = { message: 'Se houver uma conta com esse e-mail, enviamos um link para redefinir a senha. Ele vale por 1 hora.' };
const TOKEN_INVALID = { detail: 'Token inválido ou expirado.', code: 'TOKEN_INVALID' };
const RESET_SUBJECT = 'Redefina sua senha da Mais Alcance';

describe.each(testDatabases)('password recovery ($name)', (database) => {
  const context = useTestDatabase(database);
  let addressCounter = 0;
  const newAddress = () => `198.51.100.${(addressCounter += 1)}`;
  const setup = () => createTestApp(context.handle.db, { appOrigin: 'https://app.maisalcance.test' });
  type App = ReturnType<typeof setup>['app'];

  const forgot = (app: App, email: string, address = newAddress()) =>
    call(app, 'POST', '/v3/account/auth/forgot', { body: { email }, headers: { 'x-forwarded-for': address } });
  const reset = (app: App, body: Record<string, string>) => call(app, 'POST', '/v3/account/auth/forgot/new', { body });

  /** The reset link of the newest reset e-mail kept for `email` (sign-up mailed it a link of its own). */
  const latestLink = async (email: string) => {
    const [mail] = await context.handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, RESET_SUBJECT)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const href = /https:\/\/\S+/.exec(mail?.text ?? '')?.[0];
    if (!mail || !href) throw new Error(`no reset e-mail for ${email}`);
    const url = new URL(href);
    return { mail, url, token: url.searchParams.get('reset_token') ?? '' };
  };

  const requestLink = async (app: App, email: string) => {
    expect((await forgot(app, email)).status).toBe(202);
    return latestLink(email);
  };

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const { app } = setup();
    const account = await registerAccount(app, { name: 'Rita Souza' });
    const known = await forgot(app, account.email.toUpperCase());
    const unknown = await forgot(app, uniqueEmail('ninguem'));
    expect(known).toMatchObject({ status: 202, json: ACCEPTED });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(
      await context.handle.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, account.email), eq(outbox.subject, RESET_SUBJECT))),
    ).toHaveLength(1);
  });

  it('answers before the e-mail is made or sent: an account costs no time over an unknown address', async () => {
    // A mailer that never finishes the reset e-mail: if the answer waited for it, the request would hang.
    const send = (message: { subject: string }) => (message.subject === RESET_SUBJECT ? new Promise<void>(() => undefined) : Promise.resolve());
    const { app } = createTestApp(context.handle.db, { mailer: { kind: 'smtp', send } });
    const account = await registerAccount(app);
    const answered = await Promise.race([
      app.request('/v3/account/auth/forgot', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email }),
      }),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 2000)),
    ]);
    expect(answered).not.toBe('hung');
    expect(answered instanceof Response && answered.status).toBe(202);
  });

  it('mails a pt-BR link to /reset-password with email and reset_token, as HTML and text', async () => {
    const { app } = setup();
    const account = await registerAccount(app, { name: 'Rita Souza' });
    const { mail, url, token } = await requestLink(app, account.email);
    expect(`${url.origin}${url.pathname}`).toBe('https://app.maisalcance.test/reset-password');
    expect(url.searchParams.get('email')).toBe(account.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.text).toContain('Olá, Rita!');
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toContain(url.toString().replace(/&/g, '&amp;'));
  });

  it('stores only the SHA-256 of the token, valid for 1 hour', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app);
    const { token } = await requestLink(app, account.email);
    const rows = await context.handle.db
      .select({ tokenHash: passwordResetTokens.tokenHash, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(users.email, account.email));
    expect(rows).toEqual([{ tokenHash: hashSecretToken(token), expiresAt: new Date(clock.now().getTime() + 60 * MINUTE_MS) }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the new password, signs in, and revokes every token issued before', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app);
    const { token } = await requestLink(app, account.email);
    clock.advance(1000);
    const response = await reset(app, { email: account.email, reset_token: token, password: 'nova-senha-forte' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ access_token: expect.any(String), level: 'bronze' });

    // The other devices' session is over; the new one works.
    expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).status).toBe(401);
    expect((await call(app, 'GET', '/v3/account/me', { token: String(response.json?.['access_token']) })).status).toBe(200);
    const signIn = (password: string) => call(app, 'POST', '/v3/account/auth', { body: { email: account.email, password } });
    expect((await signIn(account.password)).status).toBe(401);
    expect((await signIn('nova-senha-forte')).status).toBe(200);
  });

  it('uses a link once: a second use answers 400 TOKEN_INVALID', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const { token } = await requestLink(app, account.email);
    expect((await reset(app, { email: account.email, reset_token: token, password: 'nova-senha-1' })).status).toBe(200);
    const reused = await reset(app, { email: account.email, reset_token: token, password: 'nova-senha-2' });
    expect(reused).toMatchObject({ status: 400, json: TOKEN_INVALID });
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const { token } = await requestLink(app, account.email);
    const answers = await Promise.all(
      ['nova-senha-a', 'nova-senha-b'].map((password) => reset(app, { email: account.email, reset_token: token, password })),
    );
    expect(answers.map((answer: TestResponse) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses a link after 1 hour', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app);
    const { token } = await requestLink(app, account.email);
    clock.advance(60 * MINUTE_MS);
    expect(await reset(app, { email: account.email, reset_token: token, password: 'nova-senha-1' })).toMatchObject({
      status: 400,
      json: TOKEN_INVALID,
    });
  });

  it('refuses a token with another e-mail, a made-up token, and older links once one was used', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const other = await registerAccount(app);
    const first = await requestLink(app, account.email);
    const second = await requestLink(app, account.email);
    const attempt = (email: string, token: string) => reset(app, { email, reset_token: token, password: 'nova-senha-1' });
    expect(await attempt(other.email, second.token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
    expect(await attempt(account.email, 'x'.repeat(43))).toMatchObject({ status: 400, json: TOKEN_INVALID });
    expect((await attempt(account.email, second.token)).status).toBe(200);
    expect(await attempt(account.email, first.token)).toMatchObject({ status: 400, json: TOKEN_INVALID });
  });

  it('checks the fields with the shared schemas (422 in pt-BR)', async () => {
    const { app } = setup();
    expect((await forgot(app, 'sem-arroba')).json?.['detail']).toBe('Informe um e-mail válido.');
    const short = await reset(app, { email: 'a@example.com', reset_token: 'x', password: 'curta' });
    expect(short.status).toBe(422);
    expect(short.json?.['detail']).toBe('A senha precisa ter pelo menos 8 caracteres.');
  });

  it('limits requests per e-mail (5 an hour), known account or not, with Retry-After', async () => {
    const { app, clock } = setup();
    for (const email of [(await registerAccount(app)).email, uniqueEmail('ninguem')]) {
      for (let i = 0; i < 5; i += 1) expect((await forgot(app, email)).status).toBe(202);
      const blocked = await forgot(app, email);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('3600');
      expect(blocked.json).toEqual({
        detail: 'Muitos pedidos de recuperação de senha. Tente novamente em 60 minutos.',
        code: 'TOO_MANY_RECOVERY_REQUESTS',
      });
    }
    clock.advance(60 * MINUTE_MS);
    expect((await forgot(app, uniqueEmail('ninguem'))).status).toBe(202);
  });

  it('limits requests per address (20 an hour) across e-mails', async () => {
    const { app } = setup();
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) expect((await forgot(app, uniqueEmail('varredura'), address)).status).toBe(202);
    expect((await forgot(app, uniqueEmail('varredura'), address)).status).toBe(429);
    expect((await forgot(app, uniqueEmail('varredura'), newAddress())).status).toBe(202);
  });

  it('hands the message to the injected mailer', async () => {
    const sent: { to: string; subject: string }[] = [];
    const { app } = createTestApp(context.handle.db, { mailer: { kind: 'smtp', send: async (message) => void sent.push(message) } });
    const account = await registerAccount(app);
    sent.length = 0;
    await forgot(app, account.email);
    expect(sent).toEqual([expect.objectContaining({ to: account.email, subject: RESET_SUBJECT })]);
    expect(await context.handle.db.select().from(outbox).where(eq(outbox.to, account.email))).toHaveLength(0);
  });
});
