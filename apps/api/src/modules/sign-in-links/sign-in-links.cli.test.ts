import { describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_USAGE } from '../../lib/command.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { signInLinkCommand } from './sign-in-links.cli.ts';
import { commandFailure } from '../../lib/command.test-support.ts';

describe.each(testDatabases)('accounts:sign-in-link ($name)', (database) => {
  const context = useTestDatabase(database);

  it('prints once an address whose ?token= is a sign-in link of the account, never a session token', async () => {
    const { app, clock } = createTestApp(context.handle.db);
    const account = await registerAccount(app, { name: 'Fernanda Lima' });
    const lines: string[] = [];
    await signInLinkCommand({ db: context.handle.db, clock, out: (line) => lines.push(line), appOrigin: 'https://app.example.com' }, [
      '--email',
      account.email.toUpperCase(),
    ]);
    expect(lines[0]).toContain(`Link de entrada na conta de Fernanda Lima (${account.email})`);
    const address = /^ {2}(https:\/\/app\.example\.com\/\?token=([A-Za-z0-9_-]{43}))$/.exec(lines[1] ?? '');
    const token = address?.[2] ?? '';
    expect(token).not.toBe('');
    expect((await call(app, 'GET', '/v3/account/me', { token })).status).toBe(401);
    const signedIn = await call(app, 'POST', '/v3/account/sign-in-link', { body: { token } });
    expect(signedIn.status).toBe(200);
    expect((await call(app, 'POST', '/v3/account/sign-in-link', { body: { token } })).status).toBe(400);
  });

  it('refuses an unknown address and a missing --email', async () => {
    const { clock } = createTestApp(context.handle.db);
    const io = { db: context.handle.db, clock, out: () => undefined, appOrigin: 'https://app.example.com' };
    expect(await commandFailure(signInLinkCommand(io, ['--email', 'ninguem@example.com']))).toEqual({
      message: 'Conta não encontrada: ninguem@example.com',
      exitCode: EXIT_FAILED,
    });
    expect((await commandFailure(signInLinkCommand(io, []))).exitCode).toBe(EXIT_USAGE);
  });
});
