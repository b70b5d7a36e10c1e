import { describe, expect, it } from 'vitest';
import { EXIT_FAILED, EXIT_USAGE } from '../../lib/command.ts';
import { commandFailure } from '../../lib/command.test-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { listAudit } from './audit-log.ts';
import { auditListCommand, createOperatorCommand } from './operators.cli.ts';
import { BACKOFFICE, fromBackoffice, OPERATOR_PASSWORD, totpAt } from './operators.test-support.ts';

describe.each(testDatabases)('operators:create and audit:list ($name)', (database) => {
  const context = useTestDatabase(database);

  it('makes the first admin and prints once a setup link of the back office that sets them up', async () => {
    const { app, clock } = createTestApp(context.handle.db);
    const lines: string[] = [];
    const io = {
      db: context.handle.db,
      clock,
      out: (line: string) => lines.push(line),
      totpCipher: app.services.operatorAccess.totpCipher,
      backofficeOrigin: BACKOFFICE,
    };
    await createOperatorCommand(io, ['--email', 'Primeira.Admin@example.com', '--name', 'Primeira Admin', '--role', 'admin']);
    expect(lines[0]).toBe('Operador criado: Primeira Admin (primeira.admin@example.com), perfil admin.');
    const link = /^ {2}http:\/\/localhost:3000\/backoffice\/setup\/([A-Za-z0-9_-]{43})$/.exec(lines[2] ?? '');
    const token = link?.[1] ?? '';
    expect(token).not.toBe('');
    const setup = await call(app, 'GET', `/v3/admin/setup/${token}`, { headers: fromBackoffice() });
    expect(setup.json).toMatchObject({ email: 'primeira.admin@example.com' });
    const done = await call(app, 'POST', `/v3/admin/setup/${token}`, {
      headers: fromBackoffice(),
      body: { password: OPERATOR_PASSWORD, code: await totpAt(String(setup.json?.['secret']), clock) },
    });
    expect(done.status).toBe(200);
    // The command's write is in the audit log, as a command's (no operator, no address).
    const audit = await listAudit(context.handle.db, { targetType: 'operator' });
    expect(audit.items.find((item) => item.action === 'operator.created')).toMatchObject({ operator: null, ip: null });

    const printed: string[] = [];
    await auditListCommand({ db: context.handle.db, clock, out: (line) => printed.push(line) }, ['--target-type', 'operator']);
    expect(printed[0]).toMatch(/^quando\s+operador\s+ação\s+alvo\s+ip$/);
    expect(printed.join('\n')).toContain('(comando)');
    expect(printed.join('\n')).toContain('primeira.admin@example.com');

    expect(
      await commandFailure(createOperatorCommand(io, ['--email', 'primeira.admin@example.com', '--name', 'Outra', '--role', 'support'])),
    ).toEqual({
      message: 'Já existe um operador com este e-mail: primeira.admin@example.com',
      exitCode: EXIT_FAILED,
    });
    expect((await commandFailure(createOperatorCommand(io, ['--email', 'x@example.com', '--name', 'X', '--role', 'dono']))).exitCode).toBe(
      EXIT_USAGE,
    );
    expect((await commandFailure(createOperatorCommand(io, []))).exitCode).toBe(EXIT_USAGE);
  });
});
