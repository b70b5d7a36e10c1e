import { MINUTE_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInLinks, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { lastMailTo, linkParameter } from '../../test/outbox.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { SIGN_IN_LINK_RULE } from './sign-in-links-throttle.ts';
import { pruneSignInLinks } from './prune-job.ts';
import { createSignInLink } from './sign-in-links.ts';

const TOKEN_INVALID = { detail: 'Token inválido ou expirado.', code: 'TOKEN_INVALID' };
const SESSION_EXPIRED = { detail: 'Sessão expirada. Entre novamente.', code: 'SESSION_EXPIRED' };

describe.each(testDatabases)('sign-in links ($name)', (database) => {
  const context = useTestDatabase(database);
  let addresses = 0;
  const setup = () => createTestApp(context.handle.db, { appOrigin: 'https://app.maisalcance.test' });
  type Setup = ReturnType<typeof setup>;
  // Each request from an address of its own, so that only the limit's test meets the limit.
  const from = () => ({ 'x-forwarded-for': `203.0.113.${(addresses += 1) % 250}` });
  const preview = ({ app }: Setup, token: unknown, headers = from()) =>
    call(app, 'POST', '/v3/account/sign-in-link/preview', { body: { token }, headers });
  const exchange = ({ app }: Setup, token: unknown, headers = from()) => call(app, 'POST', '/v3/account/sign-in-link', { body: { token }, headers });

  /** An account (Fernanda Lima, fernanda.<unique>@gmail.com) and a live link to it. */
  async function accountWithLink(app: Setup) {
    const email = `fernanda.${Date.now().toString(36)}.${(addresses += 1)}@gmail.com`;
    const account = await registerAccount(app.app, { name: 'Fernanda Lima', email });
    const [row] = await context.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const link = await createSignInLink(context.handle.db, { userId: row?.id ?? '', now: app.clock.now() });
    if (!link) throw new Error('no link made');
    return { ...account, userId: row?.id ?? '', link: link.token };
  }

  it('previews whose account a link opens (name, masked e-mail, level) without spending it', async () => {
    const app = setup();
    const { link } = await accountWithLink(app);
    for (let i = 0; i < 2; i += 1) {
      const answer = await preview(app, link);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ name: 'Fernanda Lima', email: 'f***@gmail.com', level: 'bronze' });
      expect(answer.text).not.toContain('fernanda.');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect((await exchange(app, link)).status).toBe(200);
  });

  it("spends a link for a session of its account, once; a second use is refused with the link's pt-BR text", async () => {
    const app = setup();
    const { link, email } = await accountWithLink(app);
    const signedIn = await exchange(app, link);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ level: 'bronze' });
    const session = String(signedIn.json?.['access_token']);
    const me = await call(app.app, 'GET', '/v3/account/me', { token: session });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ user: { name: 'Fernanda Lima', email } });

    expect(await exchange(app, link)).toMatchObject({ status: 400, json: TOKEN_INVALID });
    expect(await preview(app, link)).toMatchObject({ status: 400, json: TOKEN_INVALID });
  });

  it('gives one session when the same link is spent twice at once', async () => {
    const app = setup();
    const { link } = await accountWithLink(app);
    const answers = await Promise.all([exchange(app, link), exchange(app, link), exchange(app, link)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('refuses an expired link: it lasts 15 minutes', async () => {
    const app = setup();
    const { link } = await accountWithLink(app);
    app.clock.advance(15 * MINUTE_MS - 1);
    expect((await preview(app, link)).status).toBe(200);
    app.clock.advance(1);
    expect(await preview(app, link)).toMatchObject({ status: 400, json: TOKEN_INVALID });
    expect(await exchange(app, link)).toMatchObject({ status: 400, json: TOKEN_INVALID });
  });

  it("refuses another purpose's token: a session token, the sign-up's e-mail link, junk; and a link is no e-mail link", async () => {
    const app = setup();
    const { link, email, token: session } = await accountWithLink(app);
    const verifyToken = linkParameter((await lastMailTo(context.handle.db, email, 'Confirme seu e-mail na Mais Alcance')).text, 'verify_token');
    for (const token of [session, verifyToken, 'x', `${link}x`, link.toUpperCase()]) {
      expect(await preview(app, token), token).toMatchObject({ status: 400, json: TOKEN_INVALID });
      expect(await exchange(app, token), token).toMatchObject({ status: 400, json: TOKEN_INVALID });
    }
    for (const token of ['', 42, null, 'a'.repeat(513)]) {
      const answer = await exchange(app, token);
      expect(answer.status, String(token)).toBeGreaterThanOrEqual(400);
      expect(answer.status, String(token)).toBeLessThan(500);
      expect(answer.json?.['detail']).toBe('Token inválido ou expirado.');
    }
    const verify = await call(app.app, 'POST', '/v3/account/email/verify', { body: { token: link }, token: session });
    expect(verify).toMatchObject({ status: 400, json: TOKEN_INVALID });
    // None of it spent the link.
    expect((await exchange(app, link)).status).toBe(200);
  });

  it('is never a bearer session', async () => {
    const app = setup();
    const { link } = await accountWithLink(app);
    for (const path of ['/v3/account/me', '/v3/account/me/summary', '/v3/affiliate/me']) {
      expect(await call(app.app, 'GET', path, { token: link }), path).toMatchObject({ status: 401, json: SESSION_EXPIRED });
    }
    expect((await preview(app, link)).status).toBe(200);
  });

  it("dies with the account's sessions when the password changes, and with the account", async () => {
    const app = setup();
    const changed = await accountWithLink(app);
    const change = await call(app.app, 'POST', '/v3/account/password', {
      token: changed.token,
      body: { current_password: changed.password, new_password: 'outra-senha-segura-456' },
    });
    expect(change.status).toBe(200);
    expect(await preview(app, changed.link)).toMatchObject({ status: 400, json: TOKEN_INVALID });
    expect(await exchange(app, changed.link)).toMatchObject({ status: 400, json: TOKEN_INVALID });

    const gone = await accountWithLink(app);
    await context.handle.db.update(users).set({ deletedAt: app.clock.now() }).where(eq(users.id, gone.userId));
    expect(await preview(app, gone.link)).toMatchObject({ status: 400, json: TOKEN_INVALID });
    expect(await exchange(app, gone.link)).toMatchObject({ status: 400, json: TOKEN_INVALID });
  });

  it('limits the tries of one address (previews and sign-ins together) with 429 and Retry-After', async () => {
    const app = setup();
    const { link } = await accountWithLink(app);
    const address = { 'x-forwarded-for': '198.18.0.9' };
    for (let i = 0; i < SIGN_IN_LINK_RULE.limit; i += 1) expect((await preview(app, 'chute', address)).status).toBe(400);
    const refused = await exchange(app, link, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.json?.['code']).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect((await exchange(app, link)).status).toBe(200);
  });

  it("answers a session's own account with the e-mail masked, and nothing without a session", async () => {
    const app = setup();
    const { token } = await accountWithLink(app);
    const summary = await call(app.app, 'GET', '/v3/account/me/summary', { token });
    expect(summary).toMatchObject({ status: 200, json: { name: 'Fernanda Lima', email: 'f***@gmail.com', level: 'bronze' } });
    expect(await call(app.app, 'GET', '/v3/account/me/summary')).toMatchObject({ status: 401, json: SESSION_EXPIRED });
  });

  it('deletes expired links, used or not, in its hourly job, and keeps the live ones', async () => {
    const app = setup();
    const spent = await accountWithLink(app);
    expect((await exchange(app, spent.link)).status).toBe(200);
    const expired = await accountWithLink(app);
    app.clock.advance(15 * MINUTE_MS + 1);
    const live = await accountWithLink(app);
    const before = await context.handle.db.select({ userId: signInLinks.userId }).from(signInLinks);
    expect(before.map((row) => row.userId)).toEqual(expect.arrayContaining([spent.userId, expired.userId, live.userId]));

    expect(await pruneSignInLinks(context.handle.db, app.clock.now())).toBeGreaterThanOrEqual(2);
    const after = (await context.handle.db.select({ userId: signInLinks.userId }).from(signInLinks)).map((row) => row.userId);
    expect(after).toContain(live.userId);
    expect(after).not.toContain(spent.userId);
    expect(after).not.toContain(expired.userId);
    expect((await preview(app, live.link)).status).toBe(200);
  });
});
