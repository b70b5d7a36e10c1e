import { DAY_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { proposalLinks } from '../../db/schema.ts';
import { EXIT_FAILED, EXIT_USAGE } from '../../lib/command.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertProposal } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, createTestClock, useTestDatabase } from '../../test/test-app.ts';
import { linksCommand, type LinksCommandIo } from './brand-list.cli.ts';
import { commandFailure } from '../../lib/command.test-support.ts';

const ORIGIN = 'https://app.example.com';

describe.each(testDatabases)('proposals:links ($name)', (database) => {
  const context = useTestDatabase(database);
  const io = () => {
    const lines: string[] = [];
    const clock = createTestClock();
    const value: LinksCommandIo = { db: context.handle.db, clock, out: (line) => lines.push(line), appOrigin: ORIGIN };
    return { io: value, lines, clock };
  };

  it('creates a link: prints the full address once with its id and expiry, keeps only the hash, and the address opens the list', async () => {
    const proposalId = await insertProposal(context.handle.db, { name: 'Campanha de inverno' });
    const { io: created, lines, clock } = io();
    await linksCommand(created, ['create', '--proposal', proposalId, '--days', '7', '--label', 'Contato da Marca']);
    const expires = new Date(clock.now().getTime() + 7 * DAY_MS);
    expect(lines[0]).toBe(`Link criado para "Campanha de inverno", válido até 09/03/2026 (${expires.toISOString()}):`);
    const url = /^ {2}(https:\/\/app\.example\.com\/aira\/profile-list\/([A-Za-z0-9_-]{43}))$/.exec(lines[1] ?? '');
    expect(url).not.toBeNull();
    const token = url?.[2] ?? '';
    const id = /^ {2}id do link: ([0-9a-f-]{36})$/.exec(lines[2] ?? '')?.[1];
    const [row] = await context.handle.db
      .select()
      .from(proposalLinks)
      .where(eq(proposalLinks.id, id ?? ''));
    expect(row).toMatchObject({ proposalId, label: 'Contato da Marca', tokenHash: hashSecretToken(token), expiresAt: expires, revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);

    const { app } = createTestApp(context.handle.db);
    const response = await call(app, 'GET', `/v3/aira/profile-list/${token}`);
    expect(response.status).toBe(200);
    expect(response.json?.['expires_at']).toBe(expires.toISOString());
  });

  it('draws a different token for each link, valid 30 days by default', async () => {
    const proposalId = await insertProposal(context.handle.db);
    const tokens = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const { io: created, lines, clock } = io();
      await linksCommand(created, ['create', '--proposal', proposalId]);
      expect(lines[0]).toContain(new Date(clock.now().getTime() + 30 * DAY_MS).toISOString());
      tokens.add(lines[1] ?? '');
    }
    expect(tokens.size).toBe(3);
  });

  it('refuses an unknown proposal (exit 1) and bad options (exit 2), writing nothing', async () => {
    const before = (await context.handle.db.select().from(proposalLinks)).length;
    const unknown = await commandFailure(linksCommand(io().io, ['create', '--proposal', '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b']));
    expect(unknown).toEqual({ message: 'Proposta não encontrada: 0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', exitCode: EXIT_FAILED });
    expect((await commandFailure(linksCommand(io().io, ['create', '--proposal', 'nao-e-um-id']))).exitCode).toBe(EXIT_FAILED);
    const proposalId = await insertProposal(context.handle.db);
    for (const args of [
      ['create'],
      ['create', '--proposal', proposalId, '--days', '0'],
      ['create', '--proposal', proposalId, '--days', '181'],
      ['create', '--proposal', proposalId, '--days', 'dez'],
      ['create', '--proposal', proposalId, '--color', 'azul'],
      ['apagar'],
      [],
      ['revoke'],
    ]) {
      expect((await commandFailure(linksCommand(io().io, args))).exitCode).toBe(EXIT_USAGE);
    }
    const days = await commandFailure(linksCommand(io().io, ['create', '--proposal', proposalId, '--days', '181']));
    expect(days.message).toContain('--days deve ser no máximo 180.');
    expect((await context.handle.db.select().from(proposalLinks)).length).toBe(before);
  });

  it('lists the links of a proposal without their tokens, and revokes one for good', async () => {
    const proposalId = await insertProposal(context.handle.db, { name: 'Lista' });
    const { io: empty, lines: none } = io();
    await linksCommand(empty, ['list', '--proposal', proposalId]);
    expect(none).toEqual(['Nenhum link para "Lista".']);

    const { io: created, lines } = io();
    await linksCommand(created, ['create', '--proposal', proposalId, '--label', 'Agência']);
    const token = lines[1]?.split('/').at(-1) ?? '';
    const id = lines[2]?.split(': ')[1] ?? '';

    const { io: listed, lines: table } = io();
    await linksCommand(listed, ['list', '--proposal', proposalId]);
    expect(table[0]).toMatch(/^id\s+rótulo\s+criado em\s+expira em\s+situação$/);
    expect(table[1]).toMatch(new RegExp(`^${id}\\s+Agência\\s+02/03/2026\\s+01/04/2026\\s+ativo$`));
    expect(table.at(-1)).toBe('1 link(s) para "Lista".');
    expect(table.join('\n')).not.toContain(token);

    const { io: revoking, lines: revoked } = io();
    await linksCommand(revoking, ['revoke', id]);
    expect(revoked).toEqual([`Link revogado: ${id}. Quem abrir o endereço verá a página de não encontrado.`]);
    const { app } = createTestApp(context.handle.db);
    expect((await call(app, 'GET', `/v3/aira/profile-list/${token}`)).json?.['code']).toBe('PROPOSAL_LINK_NOT_FOUND');

    const { io: again, lines: repeated } = io();
    await linksCommand(again, ['revoke', id]);
    expect(repeated).toEqual([`O link ${id} já estava revogado desde 02/03/2026.`]);
    const { io: after, lines: afterTable } = io();
    await linksCommand(after, ['list', '--proposal', proposalId]);
    expect(afterTable[1]).toMatch(/revogado em 02\/03\/2026$/);

    expect(await commandFailure(linksCommand(io().io, ['revoke', '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b']))).toEqual({
      message: 'Link não encontrado: 0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      exitCode: EXIT_FAILED,
    });
    expect((await commandFailure(linksCommand(io().io, ['list', '--proposal', 'x']))).message).toBe('Proposta não encontrada: x');
  });

  it('shows an expired link as such', async () => {
    const proposalId = await insertProposal(context.handle.db, { name: 'Curta' });
    const { io: created } = io();
    await linksCommand(created, ['create', '--proposal', proposalId, '--days', '1']);
    const { io: later, lines, clock } = io();
    clock.advance(2 * DAY_MS);
    await linksCommand(later, ['list', '--proposal', proposalId]);
    expect(lines[1]).toMatch(/expirado$/);
  });
});
