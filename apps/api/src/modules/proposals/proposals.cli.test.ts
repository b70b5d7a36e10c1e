import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray, like } from 'drizzle-orm';
import { rowsPerStatement } from '../../db/batches.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { categories, proposals } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { daysFromNow, insertProposal, TEST_NOW, uniqueTag } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, createTestClock, useTestDatabase } from '../../test/test-app.ts';
import { CommandError, type CommandIo } from '../../lib/command.ts';
import { closeCommand, importCommand, listCommand } from './proposals.cli.ts';

const folder = mkdtempSync(join(tmpdir(), 'proposals-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;
const writeJson = (content: unknown) => {
  const file = join(folder, `import-${(files += 1)}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

const record = (changes: Record<string, unknown> = {}) => ({
  name: `Coleção Inverno ${uniqueTag()}`,
  brand_name: 'Serra Fria Malhas',
  description: 'Três looks de inverno.',
  categories_of_influencer: ['Moda'],
  partnership_type: 'cache',
  value: 2500.5,
  accepts_negotiations: true,
  min_followers: 5000,
  max_followers: 200_000,
  location_of_influencer: [{ state: 'rs', city: ['Gramado'] }],
  audience_states: ['RS', 'SC'],
  audience_gender: 'female',
  is_silvers_alloweds: true,
  logo_url: 'https://cdn.example.com/serra-fria.png',
  valid_until: '2026-06-30',
  ...changes,
});

describe.each(testDatabases)('proposals CLI ($name)', (database) => {
  const context = useTestDatabase(database);
  const run = async (command: (io: CommandIo, args: string[]) => Promise<void>, ...args: string[]) => {
    const lines: string[] = [];
    await command({ db: context.handle.db, clock: createTestClock(), out: (line) => lines.push(line) }, args);
    return lines;
  };
  const failure = async (command: (io: CommandIo, args: string[]) => Promise<void>, ...args: string[]) => {
    const error = await run(command, ...args).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CommandError);
    // A missing argument is a usage error (exit 2); anything else a refusal (exit 1).
    expect(error instanceof CommandError && error.exitCode).toBe(args.length === 0 ? 2 : 1);
    return error instanceof Error ? error.message : '';
  };
  const seedNiches = () =>
    context.handle.db
      .insert(categories)
      .values([
        { id: 'moda', name: 'Moda' },
        { id: 'beleza', name: 'Beleza' },
      ])
      .onConflictDoNothing();

  describe('proposals:import', () => {
    it('publishes every proposal of the file, now, as creators then see it', async () => {
      await seedNiches();
      const first = record();
      const lines = await run(
        importCommand,
        writeJson([
          first,
          record({ name: `Sem extras ${uniqueTag()}`, description: undefined, location_of_influencer: undefined, valid_until: undefined }),
        ]),
      );
      expect(lines[0]).toMatch(/^2 proposta\(s\) importada\(s\) em \d+,\d s\.$/);
      const ids = lines.slice(1).map((line) => line.trim());
      const rows = await context.handle.db.select().from(proposals).where(inArray(proposals.id, ids));
      const row = rows.find((candidate) => candidate.name === first.name);
      expect(row).toMatchObject({
        valueCents: 250_050,
        locations: [{ state: 'RS', city: ['Gramado'] }],
        locationKeys: ['RS/gramado'],
        audienceStates: ['RS', 'SC'],
        isSilversAllowed: true,
        publishedAt: TEST_NOW,
        validUntil: new Date('2026-07-01T02:59:59.999Z'),
      });
      const { app } = createTestApp(context.handle.db);
      const published = await call(app, 'GET', `/v3/proposal/${row?.id}/public`);
      expect(published.json).toMatchObject({ name: first.name, value: 2500.5, brand_name: 'Serra Fria Malhas' });
    });

    it('imports a file of several batches in one go, and says how many', async () => {
      await seedNiches();
      const tag = uniqueTag();
      const total = rowsPerStatement(proposals) * 2 + 7;
      const progress: string[] = [];
      const lines: string[] = [];
      const io = {
        db: context.handle.db,
        clock: createTestClock(),
        out: (line: string) => lines.push(line),
        progress: (line: string) => progress.push(line),
      };
      await importCommand(io, [writeJson(Array.from({ length: total }, (_, index) => record({ name: `Lote ${tag} ${index}` })))]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^${new Intl.NumberFormat('pt-BR').format(total).replace('.', '\\.')} proposta\\(s\\) importada\\(s\\) em \\d+,\\d s\\.$`),
      );
      expect(progress.length).toBeGreaterThanOrEqual(2);
      const [stored] = await context.handle.db
        .select({ n: count() })
        .from(proposals)
        .where(like(proposals.name, `Lote ${tag} %`));
      expect(stored?.n).toBe(total);
    });

    it('writes nothing when a record near the end of a large file is bad', async () => {
      await seedNiches();
      const tag = uniqueTag();
      const total = rowsPerStatement(proposals) * 2 + 7;
      const records = Array.from({ length: total }, (_, index) => record({ name: `Quase ${tag} ${index}` }));
      records[total - 2] = record({ name: `Quase ${tag} ruim`, value: -5 });
      const message = await failure(importCommand, writeJson(records));
      expect(message).toBe(
        `Nada foi importado. 1 problema(s):\n  - proposta [${total - 2}] "Quase ${tag} ruim": value: Pequeno demais: esperava que o número fosse >= 0`,
      );
      const [stored] = await context.handle.db
        .select({ n: count() })
        .from(proposals)
        .where(like(proposals.name, `Quase ${tag} %`));
      expect(stored?.n).toBe(0);
    });

    it('lists at most 100 problems and counts the rest', async () => {
      await seedNiches();
      const message = await failure(importCommand, writeJson(Array.from({ length: 130 }, () => record({ value: -1 }))));
      expect(message).toMatch(/^Nada foi importado\. 130 problema\(s\):/);
      expect(message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(100);
      expect(message).toMatch(/\.\.\. e mais 30 problema\(s\)\.$/);
    });

    it('imports nothing when any record is invalid, naming each by index and field', async () => {
      await seedNiches();
      const before = await context.handle.db.select({ id: proposals.id }).from(proposals);
      const message = await failure(
        importCommand,
        writeJson([
          record(),
          record({ name: 'Valor ruim', value: 10.555, partnership_type: 'cachê' }),
          record({ name: 'Estado ruim', location_of_influencer: [{ state: 'XX', city: [] }], valid_untill: '2026-01-01' }),
          { brand_name: 'Sem nome', partnership_type: 'cache', value: 1 },
        ]),
      );
      expect(message).toMatch(/^Nada foi importado\. \d+ problema\(s\):/);
      expect(message).toContain('proposta [1] "Valor ruim": value: Use no máximo 2 casas decimais.');
      expect(message).toContain('proposta [1] "Valor ruim": partnership_type:');
      expect(message).toContain('proposta [2] "Estado ruim": location_of_influencer.0.state: Use a sigla de um estado (UF), como SP.');
      expect(message).toMatch(/proposta \[2\] "Estado ruim": \(registro\): .*valid_untill/);
      expect(message).toContain('proposta [3]: name:');
      expect(message).not.toContain('proposta [0]');
      expect(await context.handle.db.select({ id: proposals.id }).from(proposals)).toHaveLength(before.length);
    });

    it('checks rules across fields and against the database: ranges, known niches, free ids', async () => {
      await seedNiches();
      const taken = await insertProposal(context.handle.db);
      const repeated = '7d1f3c52-8a4b-4c6d-9e0f-1a2b3c4d5e6f';
      const ranges = await failure(
        importCommand,
        writeJson([record({ min_followers: 10, max_followers: 5, audience_min_age: 40, audience_max_age: 20 })]),
      );
      expect(ranges).toContain('proposta [0] "Coleção Inverno');
      expect(ranges).toContain('max_followers: Deve ser maior ou igual a min_followers.');
      expect(ranges).toContain('audience_max_age: Deve ser maior ou igual a audience_min_age.');
      const conflicts = await failure(
        importCommand,
        writeJson([
          record({ categories_of_influencer: ['Moda', 'Astrologia'] }),
          record({ id: taken }),
          record({ id: repeated }),
          record({ id: repeated }),
        ]),
      );
      expect(conflicts).toContain('proposta [0]');
      expect(conflicts).toContain('categories_of_influencer: nicho desconhecido: Astrologia.');
      expect(conflicts).toContain('proposta [1]');
      expect(conflicts).toContain('id: já existe uma proposta com este id.');
      expect(conflicts).toContain('id: repetido no arquivo.');
      const [row] = await context.handle.db.select().from(proposals).where(eq(proposals.id, repeated));
      expect(row).toBeUndefined();
    });

    it.each([
      ['a missing file argument', () => [], 'Informe o arquivo'],
      ['a file that does not exist', () => [join(folder, 'nao-existe.json')], 'Não foi possível ler'],
      ['invalid JSON', () => [writeJson('[{"name": ')], 'não é um JSON válido'],
      ['an object instead of a list', () => [writeJson({ name: 'x' })], 'O arquivo deve conter uma lista (array JSON) de propostas.'],
      ['an empty list', () => [writeJson([])], 'O arquivo não contém nenhuma proposta.'],
      ['an empty file', () => [writeJson('  \n')], 'não é um JSON válido'],
      [
        'a file cut short after many records',
        () => [writeJson(`[${JSON.stringify(record())},${JSON.stringify(record())},{"name": "cor`)],
        'não é um JSON válido',
      ],
    ])('explains %s', async (_case, args, message) => {
      expect(await failure(importCommand, ...args())).toContain(message);
    });
  });

  describe('proposals:list', () => {
    it('shows id, name, brand, value, applications, validity and state of every proposal', async () => {
      const tag = uniqueTag();
      const open = await insertProposal(context.handle.db, {
        name: `Aberta ${tag}`,
        brandName: 'Pulso Tech',
        value: 5500,
        validUntil: new Date('2026-03-20T15:00:00Z'),
      });
      const expired = await insertProposal(context.handle.db, { name: `Vencida ${tag}`, validUntil: daysFromNow(-2) });
      const lines = await run(listCommand);
      expect(lines[0]).toMatch(/^id\s+nome\s+marca\s+valor\s+candidaturas\s+válida até\s+situação$/);
      expect(lines.find((line) => line.startsWith(open))).toMatch(
        new RegExp(`^${open}\\s+Aberta ${tag}\\s+Pulso Tech\\s+R\\$ 5\\.500,00\\s+0\\s+20/03/2026\\s+aberta$`),
      );
      expect(lines.find((line) => line.startsWith(expired))).toMatch(/vencida$/);
      expect(lines.at(-1)).toMatch(/^\d+ proposta\(s\)\.$/);
    });
  });

  describe('proposals:close', () => {
    it('closes a proposal: it leaves the list and its public page', async () => {
      const id = await insertProposal(context.handle.db, { name: 'A encerrar' });
      expect(await run(closeCommand, id)).toEqual([`Proposta encerrada: A encerrar (${id}).`]);
      const { app } = createTestApp(context.handle.db);
      expect((await call(app, 'GET', `/v3/proposal/${id}/public`)).status).toBe(404);
      expect(await run(closeCommand, id)).toEqual([`A proposta ${id} já estava encerrada desde 02/03/2026.`]);
    });

    it.each([
      ['no id', []],
      ['a malformed id', ['abc']],
      ['an unknown id', ['00000000-0000-4000-8000-000000000000']],
    ])('refuses %s', async (_case, args) => {
      expect(await failure(closeCommand, ...args)).toMatch(/^(Informe o id|Proposta não encontrada)/);
    });
  });
});
