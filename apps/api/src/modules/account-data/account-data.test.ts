import { DAY_MS } from '@ma/domain';
import { desc, eq, getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountExportSchema, toWireSchema } from '@ma/api-client/schemas';
import * as schema from '../../db/schema.ts';
import { createBackground } from '../../lib/background.ts';
import { silentLogger } from '../../lib/logger.ts';
import { createMemoryStorage } from '../../lib/storage/memory-storage.ts';
import { createClickRecorder } from '../affiliate/clicks.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { allTables, creatorInEveryTable, rowsMentioning } from './account-data.test-support.ts';
import { otherTables, personalTables } from '../index.ts';
import { deletedUsername, REMOVED } from './personal-data.ts';
import { proofWithPassword } from '../reauth/reauth.test-support.ts';

const signIn = (app: Parameters<typeof call>[0], email: string, password: string) =>
  call(app, 'POST', '/v3/account/auth', { body: { email, password } });

describe('the modules’ personal-data tables', () => {
  it('name every table of the schema once, as the creator’s or as nobody’s', () => {
    const listed = [...personalTables.map((entry) => entry.table), ...otherTables].map((table) => getTableName(table));
    const declared = Object.values(schema)
      .filter((value): value is typeof schema.users => typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value)
      .map((table) => getTableName(table));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...declared].sort());
  });
});

describe.each(testDatabases)('the creator’s own data ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = () => {
    const storage = createMemoryStorage();
    const voiceStorage = createMemoryStorage();
    const revoked: string[] = [];
    const deletedVoices: string[] = [];
    const created = createTestApp(context.handle.db, {
      storage,
      voice: {
        storage: voiceStorage,
        provider: {
          kind: 'demo',
          createVoice: async () => ({ voiceId: 'v' }),
          synthesize: async () => ({ bytes: new Uint8Array(), contentType: 'audio/wav' }),
          deleteVoice: async (voiceId) => void deletedVoices.push(voiceId),
        },
      },
    });
    return { ...created, storage, voiceStorage, revoked, deletedVoices, files: { storage, voiceStorage } };
  };
  const latestMailTo = async (to: string) => {
    const [mail] = await context.handle.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.to, to))
      .orderBy(desc(schema.outbox.createdAt))
      .limit(1);
    return mail;
  };
  const emailTokenIn = (text: string | undefined) => {
    const link = /https?:\/\/\S+\/account\/confirm-email\?email_token=([\w-]+)/.exec(text ?? '');
    if (!link?.[1]) throw new Error(`no link in ${text}`);
    return link[1];
  };

  describe('PATCH /v3/account/me', () => {
    it('renames the account, trimmed, and refuses a name too short', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      expect((await call(app, 'PATCH', '/v3/account/me', { token: account.token, body: { name: '  Bia Rocha ' } })).status).toBe(204);
      expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).json?.['user']).toMatchObject({ name: 'Bia Rocha' });
      const short = await call(app, 'PATCH', '/v3/account/me', { token: account.token, body: { name: 'B' } });
      expect(short.status).toBe(422);
      expect(short.json).toMatchObject({ detail: 'Informe seu nome.', fields: { name: 'Informe seu nome.' } });
      expect((await call(app, 'PATCH', '/v3/account/me', { body: { name: 'Bia' } })).status).toBe(401);
    });

    it('gives the kit a new version, so that an editor open elsewhere cannot save the old name back', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const [user] = await context.handle.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, account.email));
      if (!user) throw new Error('no user');
      await context.handle.db.insert(schema.mediaKits).values({ userId: user.id, version: 3 });
      expect((await call(app, 'PATCH', '/v3/account/me', { token: account.token, body: { name: 'Bia Rocha' } })).status).toBe(204);
      const [kit] = await context.handle.db
        .select({ version: schema.mediaKits.version })
        .from(schema.mediaKits)
        .where(eq(schema.mediaKits.userId, user.id));
      expect(kit?.version).toBe(4);
    });
  });

  describe('changing the e-mail', () => {
    it('changes it only when the link sent to the new address is opened, once', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const newEmail = `nova-${Date.now()}@example.com`;
      const requested = await call(app, 'POST', '/v3/account/email', {
        token: account.token,
        body: { email: ` ${newEmail.toUpperCase()} `, password: account.password },
      });
      expect(requested.status).toBe(202);
      expect(requested.json).toMatchObject({ email: newEmail });
      // Nothing changed yet: the old address still signs in.
      expect((await signIn(app, account.email, account.password)).status).toBe(200);
      const mail = await latestMailTo(newEmail);
      expect(mail?.subject).toBe('Confirme seu novo e-mail na Mais Alcance');
      const token = emailTokenIn(mail?.text);

      // No session needed: the link may be opened anywhere.
      const confirmed = await call(app, 'POST', '/v3/account/email/confirm', { body: { token } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.json).toEqual({ email: newEmail });
      expect((await signIn(app, newEmail, account.password)).status).toBe(200);
      expect((await signIn(app, account.email, account.password)).status).toBe(401);
      expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).json?.['user']).toMatchObject({ email: newEmail });

      const again = await call(app, 'POST', '/v3/account/email/confirm', { body: { token } });
      expect(again.status).toBe(400);
      expect(again.json).toMatchObject({ code: 'TOKEN_INVALID', detail: 'Token inválido ou expirado.' });
    });

    it('asks the current password, refuses the same address and one already taken', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const other = await registerAccount(app);
      const ask = (body: unknown) => call(app, 'POST', '/v3/account/email', { token: account.token, body });

      const wrong = await ask({ email: 'x@example.com', password: 'errada-123' });
      expect(wrong.status).toBe(422);
      expect(wrong.json).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', fields: { password: 'Senha atual incorreta.' } });
      const missing = await ask({ email: 'x@example.com' });
      expect(missing.status).toBe(422);
      expect(missing.json).toMatchObject({ fields: { password: 'Informe sua senha atual.' } });
      const same = await ask({ email: account.email, password: account.password });
      expect(same.json).toMatchObject({ code: 'EMAIL_UNCHANGED', fields: { email: 'Esse já é o seu e-mail.' } });
      const taken = await ask({ email: other.email, password: account.password });
      expect(taken.status).toBe(409);
      expect(taken.json).toMatchObject({ code: 'ACCOUNT_ALREADY_EXISTS', fields: { email: 'Conta já cadastrada.' } });
      const invalid = await ask({ email: 'não é e-mail', password: account.password });
      expect(invalid.json).toMatchObject({ fields: { email: 'Informe um e-mail válido.' } });
      // The session is still good: a wrong password is never a 401.
      expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).status).toBe(200);
    });

    it('voids an older link, an expired one, and one whose address was taken meanwhile', async () => {
      const { app, clock } = setup();
      const account = await registerAccount(app);
      const ask = (email: string) => call(app, 'POST', '/v3/account/email', { token: account.token, body: { email, password: account.password } });
      const confirm = (token: string) => call(app, 'POST', '/v3/account/email/confirm', { body: { token } });
      const stamp = Date.now();

      await ask(`primeira-${stamp}@example.com`);
      const first = emailTokenIn((await latestMailTo(`primeira-${stamp}@example.com`))?.text);
      await ask(`segunda-${stamp}@example.com`);
      const second = emailTokenIn((await latestMailTo(`segunda-${stamp}@example.com`))?.text);
      expect((await confirm(first)).status).toBe(400);

      clock.advance(DAY_MS + 1);
      expect((await confirm(second)).status).toBe(400);

      await ask(`terceira-${stamp}@example.com`);
      const third = emailTokenIn((await latestMailTo(`terceira-${stamp}@example.com`))?.text);
      await registerAccount(app, { email: `terceira-${stamp}@example.com` });
      const taken = await confirm(third);
      expect(taken.status).toBe(409);
      expect(taken.json).toMatchObject({ code: 'ACCOUNT_ALREADY_EXISTS' });
      expect((await signIn(app, account.email, account.password)).status).toBe(200);
    });
  });

  describe('POST /v3/account/password', () => {
    it('asks the current password, answers a new token and signs every other session out', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const otherDevice = (await signIn(app, account.email, account.password)).json?.['access_token'] as string;

      const wrong = await call(app, 'POST', '/v3/account/password', {
        token: account.token,
        body: { current_password: 'errada-123', new_password: 'nova-senha-456' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.json).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', fields: { current_password: 'Senha atual incorreta.' } });
      const weak = await call(app, 'POST', '/v3/account/password', {
        token: account.token,
        body: { current_password: account.password, new_password: 'curta' },
      });
      expect(weak.json).toMatchObject({ fields: { new_password: 'A senha precisa ter pelo menos 8 caracteres.' } });

      const changed = await call(app, 'POST', '/v3/account/password', {
        token: account.token,
        body: { current_password: account.password, new_password: 'nova-senha-456' },
      });
      expect(changed.status).toBe(200);
      const newToken = changed.json?.['access_token'] as string;
      expect((await call(app, 'GET', '/v3/account/me', { token: newToken })).status).toBe(200);
      expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).status).toBe(401);
      expect((await call(app, 'GET', '/v3/account/me', { token: otherDevice })).status).toBe(401);
      expect((await signIn(app, account.email, account.password)).status).toBe(401);
      expect((await signIn(app, account.email, 'nova-senha-456')).status).toBe(200);
    });

    it('limits wrong guesses like sign-ins do', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const guesses = [];
      for (let i = 0; i < 11; i += 1) {
        guesses.push(
          await call(app, 'POST', '/v3/account/password', {
            token: account.token,
            body: { current_password: `errada-${i}`, new_password: 'nova-senha-456' },
          }),
        );
      }
      expect(guesses.slice(0, 10).map((guess) => guess.status)).toEqual(Array(10).fill(422));
      expect(guesses[10]?.status).toBe(429);
      expect(guesses[10]?.headers.get('retry-after')).toBeTruthy();
    });

    it('refuses an account without a password (it creates one instead)', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      await context.handle.db.update(schema.users).set({ passwordHash: null }).where(eq(schema.users.email, account.email));
      const answer = await call(app, 'POST', '/v3/account/password', {
        token: account.token,
        body: { current_password: 'x', new_password: 'nova-senha-456' },
      });
      expect(answer.status).toBe(409);
      expect(answer.json).toMatchObject({ code: 'PASSWORD_NOT_SET' });
    });
  });

  describe('GET /v3/account/export', () => {
    it('holds every table’s rows of the creator, and no one else’s, without secrets', async () => {
      const { app, files } = setup();
      const creator = await creatorInEveryTable(app, context.handle.db, files);
      const other = await creatorInEveryTable(app, context.handle.db, files);

      // A session alone reads no export (docs/decisions/025-re-authentication.md): the password first.
      const proof = await proofWithPassword(app, creator.token, creator.password);
      const answer = await call(app, 'GET', '/v3/account/export', { token: creator.token, headers: { 'x-reauth': proof } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="mais-alcance-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(toWireSchema(accountExportSchema).safeParse(answer.json).success).toBe(true);
      const tables = answer.json?.['tables'] as Record<string, Record<string, unknown>[]>;

      // Every table of the database: the rows that mention the creator are the export's rows.
      for (const table of await allTables(context.handle.db)) {
        const mentioning = await rowsMentioning(context.handle.db, table, [creator.userId, creator.marker]);
        expect(tables[table]?.length ?? 0, table).toBe(mentioning.length);
        if (personalTables.some((entry) => getTableName(entry.table) === table))
          expect(mentioning.length, `${table} has a row of the creator`).toBeGreaterThan(0);
      }
      expect(answer.text).not.toContain(other.userId);
      expect(answer.text).not.toContain(other.marker);
      for (const secret of [
        'password_hash',
        'access_token_enc',
        'refresh_token_enc',
        'token_hash',
        'state_hash',
        'token_version',
        'unsubscribe_token_hash',
        'endpoint',
        'p256dh',
        'auth',
      ]) {
        expect(answer.text).not.toContain(`"${secret}"`);
      }
      expect(tables['users']?.[0]).toMatchObject({ email: creator.email, name: creator.name });
      expect(tables['affiliates']?.[0]).toMatchObject({ document: '52998224725' });
    });
  });

  describe('POST /v3/account/delete', () => {
    it('asks the password and the typed confirmation', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const remove = (body: unknown) => call(app, 'POST', '/v3/account/delete', { token: account.token, body });
      const wrong = await remove({ password: 'errada-123', confirmation: 'EXCLUIR' });
      expect(wrong.json).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', fields: { password: 'Senha atual incorreta.' } });
      const unconfirmed = await remove({ password: account.password, confirmation: 'excluir' });
      expect(unconfirmed.status).toBe(422);
      expect(unconfirmed.json).toMatchObject({
        detail: 'Digite EXCLUIR para confirmar.',
        fields: { confirmation: 'Digite EXCLUIR para confirmar.' },
      });
      expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).status).toBe(200);
    });

    it('leaves no personal data in any table, keeps the accounting records, removes the files and ends every session', async () => {
      const { app, clock, files, storage, voiceStorage, deletedVoices } = setup();
      const creator = await creatorInEveryTable(app, context.handle.db, files);
      const other = await creatorInEveryTable(app, context.handle.db, files);
      const tables = await allTables(context.handle.db);
      const otherRowsBefore = await Promise.all(tables.map((table) => rowsMentioning(context.handle.db, table, [other.userId, other.marker])));

      const deleted = await call(app, 'POST', '/v3/account/delete', {
        token: creator.token,
        body: { password: creator.password, confirmation: ' EXCLUIR ' },
      });
      expect(deleted.status).toBe(204);

      // No table holds the creator's personal data: their texts, e-mail, name, username.
      const personal = [creator.marker, creator.email, creator.username, creator.name];
      for (const table of tables) {
        const left = (await rowsMentioning(context.handle.db, table, personal)).filter((row) => !row.includes(other.marker));
        expect(left, table).toEqual([]);
      }
      // The account's id is left only on the emptied account row and the records kept for accounting.
      const keptWithId = new Set<string>();
      for (const table of tables) if ((await rowsMentioning(context.handle.db, table, [creator.userId])).length > 0) keptWithId.add(table);
      expect([...keptWithId].sort()).toEqual([
        'affiliate_commissions',
        'affiliate_payouts',
        'coupon_redemptions',
        'credit_balances',
        'credit_ledger',
        'users',
      ]);
      const commissions = await context.handle.db
        .select()
        .from(schema.affiliateCommissions)
        .where(eq(schema.affiliateCommissions.userId, creator.userId));
      expect(commissions.map((row) => [row.status, row.clickId, row.linkId])).toEqual([['paid', null, null]]);
      const [payout] = await context.handle.db.select().from(schema.affiliatePayouts).where(eq(schema.affiliatePayouts.userId, creator.userId));
      expect(payout).toMatchObject({ pixKey: REMOVED, amountCents: 500, reference: 'E123' });
      const [row] = await context.handle.db.select().from(schema.users).where(eq(schema.users.id, creator.userId));
      expect(row).toMatchObject({ email: null, passwordHash: null, bio: null, pictureUrl: null, username: deletedUsername(creator.userId) });
      expect(row?.deletedAt).toEqual(clock.now());

      // Nothing of the other creator's changed.
      const otherRowsAfter = await Promise.all(tables.map((table) => rowsMentioning(context.handle.db, table, [other.userId, other.marker])));
      expect(otherRowsAfter).toEqual(otherRowsBefore);

      // Files, sessions, the public kit, the e-mail.
      expect(storage.keys().filter((key) => key.includes(creator.userId))).toEqual([]);
      expect(voiceStorage.keys().filter((key) => key.includes(creator.userId))).toEqual([]);
      expect(storage.keys().filter((key) => key.includes(other.userId))).toHaveLength(2);
      expect(deletedVoices).toEqual(['voz-1']);
      expect((await call(app, 'GET', '/v3/account/me', { token: creator.token })).status).toBe(401);
      expect((await signIn(app, creator.email, creator.password)).status).toBe(401);
      expect((await call(app, 'GET', `/v3/media-kit/public/${creator.username}`)).status).toBe(404);
      expect((await call(app, 'GET', `/v3/media-kit/public/${encodeURIComponent(deletedUsername(creator.userId))}`)).status).toBe(404);
      expect((await call(app, 'GET', `/v3/media-kit/public/${other.username}`)).status).toBe(200);
      const again = await registerAccount(app, { email: creator.email, name: 'Ana de Novo' });
      expect((await call(app, 'GET', '/v3/account/me', { token: again.token })).json?.['user']).toMatchObject({
        name: 'Ana de Novo',
        level: 'bronze',
      });
    });

    it('drops the clicks of a link deleted meanwhile, and writes the others of the same batch', async () => {
      const { app, files } = setup();
      const creator = await creatorInEveryTable(app, context.handle.db, files);
      const other = await creatorInEveryTable(app, context.handle.db, files);
      const linkOf = async (userId: string) => {
        const [link] = await context.handle.db.select().from(schema.affiliateLinks).where(eq(schema.affiliateLinks.userId, userId));
        if (!link) throw new Error('no link');
        return link.id;
      };
      const [gone, kept] = [await linkOf(creator.userId), await linkOf(other.userId)];
      const recorder = createClickRecorder({ db: context.handle.db, secret: 's', background: createBackground(silentLogger), flushMs: 60_000 });
      const click = (linkId: string) =>
        recorder.record({ linkId, address: '10.0.0.1', userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari', now: new Date() });
      click(gone);
      click(kept);
      expect(
        (await call(app, 'POST', '/v3/account/delete', { token: creator.token, body: { password: creator.password, confirmation: 'EXCLUIR' } }))
          .status,
      ).toBe(204);
      await recorder.flush();
      const counted = await context.handle.db.select().from(schema.affiliateClicks).where(eq(schema.affiliateClicks.linkId, kept));
      expect(counted).toHaveLength(2);
    });
  });
});
