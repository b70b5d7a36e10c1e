import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { consent, useConnectFakes } from '../connect/connect.test-support.ts';

describe.each(testDatabases)('deleting an account with a connected network ($name)', (database) => {
  const context = useTestDatabase(database);
  const fakes = useConnectFakes();

  it('revokes the network’s grant at the provider', async () => {
    const { app } = fakes.app(context.handle.db);
    const account = await registerAccount(app);
    const tiktok = await consent(app, { token: account.token, network: 'tiktok' });
    expect((await call(app, 'POST', '/v3/connect/tiktok', { token: account.token, body: { code: tiktok.code, state: tiktok.state } })).status).toBe(
      200,
    );

    const revokesBefore = fakes.tiktok.control.calls().revoke;
    const deleted = await call(app, 'POST', '/v3/account/delete', {
      token: account.token,
      body: { password: account.password, confirmation: 'EXCLUIR' },
    });
    expect(deleted.status).toBe(204);
    expect(fakes.tiktok.control.calls().revoke).toBe(revokesBefore + 1);
  });
});
