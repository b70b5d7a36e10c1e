import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { mailsTo } from '../../test/outbox.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { proofWithPassword } from '../reauth/reauth.test-support.ts';

// The demo's outbox is every address's mailbox: an account's export and deletion take the mails
// sent to it, never another person's (docs/product/account-data.md).
describe.each(testDatabases)("the outbox in an account's export and deletion ($name)", (database) => {
  const context = useTestDatabase(database);
  const db = () => context.handle.db;

  const exportedOutbox = async (app: ReturnType<typeof createTestApp>['app'], account: { token: string; password: string }) => {
    const proof = await proofWithPassword(app, account.token, account.password);
    const answer = await call(app, 'GET', '/v3/account/export', { token: account.token, headers: { 'x-reauth': proof } });
    expect(answer.status).toBe(200);
    return (answer.json?.['tables'] as Record<string, { to: string; subject: string }[]>)['outbox'] ?? [];
  };

  it('never holds the mails of another person who registered an address the account only asked to move to', async () => {
    const { app } = createTestApp(db());
    const prata = await registerAccount(app, { name: 'Prata' });
    const theirs = uniqueEmail();
    // Prata asks to move to an address she does not hold and never proves.
    expect((await call(app, 'POST', '/v3/account/email', { token: prata.token, body: { email: theirs, password: prata.password } })).status).toBe(
      202,
    );
    // Its owner registers it and gets mail there.
    await registerAccount(app, { name: 'Dona do endereço', email: theirs });
    const theirMails = (await mailsTo(db(), theirs)).length;
    expect(theirMails).toBeGreaterThan(1);

    const rows = await exportedOutbox(app, prata);
    expect(rows.map((row) => row.to)).not.toContain(theirs);
    expect(rows.map((row) => row.to)).toContain(prata.email);

    expect(
      (await call(app, 'POST', '/v3/account/delete', { token: prata.token, body: { password: prata.password, confirmation: 'EXCLUIR' } })).status,
    ).toBe(204);
    expect(await mailsTo(db(), theirs)).toHaveLength(theirMails);
    expect(await mailsTo(db(), prata.email)).toHaveLength(0);
  });

  it('never holds the mails sent to its address while another account held it', async () => {
    const { app } = createTestApp(db());
    const address = uniqueEmail();
    const before = await registerAccount(app, { email: address });
    // The first holder moves away (as a confirmed change does); the address is free again.
    await db().update(users).set({ email: uniqueEmail() }).where(eq(users.email, address));
    const earlier = (await mailsTo(db(), address)).map((row) => row.id);
    expect(earlier.length).toBeGreaterThan(0);
    const now = await registerAccount(app, { email: address });

    const rows = (await exportedOutbox(app, now)) as unknown as { id: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const id of earlier) expect(rows.map((row) => row.id)).not.toContain(id);
    void before;
  });
});
