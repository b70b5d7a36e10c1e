import { describe, expect, it } from 'vitest';
import { CommandError, EXIT_USAGE } from '../../lib/command.ts';
import { npsAnswers, npsDismissals } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { findUserByEmail } from './account.repository.ts';
import { npsReportCommand } from './nps.cli.ts';

describe.each(testDatabases)('nps:report ($name)', (database) => {
  const context = useTestDatabase(database);

  const run = async (args: string[]) => {
    const lines: string[] = [];
    await npsReportCommand({ db: context.handle.db, clock: createTestApp(context.handle.db).clock, out: (line) => lines.push(line) }, args);
    return lines;
  };

  it('prints the NPS, the counts and the comments of the period, both days included (Brasília time)', async () => {
    const { app } = createTestApp(context.handle.db);
    const userId = async () => {
      const account = await registerAccount(app);
      const user = await findUserByEmail(context.handle.db, account.email);
      if (!user) throw new Error('no user');
      return user.id;
    };
    const at = (iso: string) => new Date(iso);
    await context.handle.db.insert(npsAnswers).values([
      // 2026-01-01 00:30 in Brasília: inside.
      { userId: await userId(), score: 5, description: 'Adorei!', createdAt: at('2026-01-01T03:30:00Z') },
      { userId: await userId(), score: 5, description: '', createdAt: at('2026-02-10T15:00:00Z') },
      { userId: await userId(), score: 4, description: 'Bom, mas\nfaltam publis de viagem', createdAt: at('2026-03-05T12:00:00Z') },
      { userId: await userId(), score: 2, description: 'Poucas propostas', createdAt: at('2026-01-31T23:00:00Z') },
      // 2026-02-01 00:30 in Brasília: after the period. 2025-12-31 23:30 in Brasília: before it.
      { userId: await userId(), score: 1, description: 'fora', createdAt: at('2026-02-01T03:30:00Z') },
      { userId: await userId(), score: 1, description: 'fora', createdAt: at('2026-01-01T02:30:00Z') },
    ]);
    await context.handle.db.insert(npsDismissals).values([{ userId: await userId(), createdAt: at('2026-01-15T12:00:00Z') }]);

    expect(await run(['--from', '2026-01-01', '--to', '2026-01-31'])).toEqual([
      'Pesquisa de satisfação de 2026-01-01 a 2026-01-31 (horário de Brasília)',
      'NPS: 0',
      'Respostas: 2 (promotores, nota 5: 1; neutros, nota 4: 0; detratores, notas 1 a 3: 1)',
      'Dispensada sem resposta: 1',
      'Comentários: 2',
      '  2026-01-01  nota 5  Adorei!',
      '  2026-01-31  nota 2  Poucas propostas',
    ]);
    const year = await run(['--from', '2026-01-01', '--to', '2026-12-31']);
    // 2 promoters, 1 passive, 2 detractors of 5: (2 - 2) / 5.
    expect(year[1]).toBe('NPS: 0');
    expect(year).toContain('  2026-03-05  nota 4  Bom, mas faltam publis de viagem');
    const march = await run(['--from', '2026-03-01', '--to', '2026-03-31']);
    expect(march.slice(1, 3)).toEqual(['NPS: 0', 'Respostas: 1 (promotores, nota 5: 0; neutros, nota 4: 1; detratores, notas 1 a 3: 0)']);
    const february = await run(['--from', '2026-02-01', '--to', '2026-02-28']);
    expect(february[1]).toBe('NPS: 0');
    expect(february[2]).toBe('Respostas: 2 (promotores, nota 5: 1; neutros, nota 4: 0; detratores, notas 1 a 3: 1)');
    expect((await run(['--from', '2026-01-01', '--to', '2026-01-01']))[1]).toBe('NPS: 100');
    expect((await run(['--from', '2026-01-31', '--to', '2026-02-01']))[1]).toBe('NPS: -100');
    expect((await run(['--from', '2027-01-01', '--to', '2027-01-31']))[1]).toBe('NPS: sem respostas no período');
  });

  it.each([
    [[], /--from é obrigatório/],
    [['--from', '2026-01-01'], /--to é obrigatório/],
    [['--from', '2026-02-30', '--to', '2026-03-01'], /--from deve ser uma data/],
    [['--from', '2026-03-01', '--to', '2026-01-01'], /--to vem antes de --from/],
  ])('refuses %j with a usage error (exit code 2)', async (args, message) => {
    const failure = await run(args).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommandError);
    expect((failure as CommandError).exitCode).toBe(EXIT_USAGE);
    expect((failure as CommandError).message).toMatch(message);
  });
});
