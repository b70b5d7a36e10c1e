import { formatCents, formatDate, proposalState, type ProposalState } from '@ma/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { proposals } from '../../db/schema.ts';
import { CommandError, EXIT_USAGE, printTable, withDatabase, type CommandIo } from '../../lib/command.ts';
import { JsonArrayFileError, readJsonArray } from '../../lib/json-array-file.ts';
import { formatImportProblem, importProposals, type ImportResult } from './import-proposals.ts';
import { isUuid } from '../../lib/ids.ts';
import { totalApplicationsColumn } from './proposal-match.ts';

const seconds = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('pt-BR');

/** proposals:import <file.json>: every proposal of the file, or none, read as it streams in. */
export async function importCommand(io: CommandIo, [file]: string[]): Promise<void> {
  if (!file) throw new CommandError('Informe o arquivo: proposals:import <arquivo.json>', EXIT_USAGE);
  const started = performance.now();
  let result: ImportResult;
  try {
    result = await importProposals(io.db, readJsonArray(file), io.clock.now(), {
      onProgress: (records) => io.progress?.(`${count.format(records)} proposta(s) lida(s)...`),
    });
  } catch (error) {
    if (!(error instanceof JsonArrayFileError)) throw error;
    if (error.reason === 'unreadable') throw new CommandError(`Não foi possível ler ${file}: ${error.message}`);
    if (error.reason === 'not-an-array') throw new CommandError('O arquivo deve conter uma lista (array JSON) de propostas.');
    throw new CommandError(`${file} não é um JSON válido: ${error.message}`);
  }
  if (!result.ok) {
    const more = result.problemCount - result.problems.length;
    const lines = [
      ...result.problems.map((problem) => `  - ${formatImportProblem(problem)}`),
      ...(more > 0 ? [`  ... e mais ${count.format(more)} problema(s).`] : []),
    ];
    throw new CommandError(`Nada foi importado. ${count.format(result.problemCount)} problema(s):\n${lines.join('\n')}`);
  }
  const elapsed = seconds.format((performance.now() - started) / 1000);
  io.out(`${count.format(result.count)} proposta(s) importada(s) em ${elapsed} s.`);
  // A small file's ids, to close or share one right away; a large one is in proposals:list.
  if (result.count <= result.firstIds.length) for (const id of result.firstIds) io.out(`  ${id}`);
}

const stateLabels: Record<ProposalState, string> = { closed: 'encerrada', expired: 'vencida', scheduled: 'agendada', open: 'aberta' };
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** proposals:list: every proposal, newest first, with its applications and state. */
export async function listCommand(io: CommandIo): Promise<void> {
  const now = io.clock.now();
  const rows = await io.db
    .select({
      id: proposals.id,
      name: proposals.name,
      brandName: proposals.brandName,
      valueCents: proposals.valueCents,
      validUntil: proposals.validUntil,
      publishedAt: proposals.publishedAt,
      closedAt: proposals.closedAt,
      applications: totalApplicationsColumn,
    })
    .from(proposals)
    .orderBy(desc(proposals.publishedAt), desc(proposals.id));
  const table = [
    ['id', 'nome', 'marca', 'valor', 'candidaturas', 'válida até', 'situação'],
    ...rows.map((row) => [
      row.id,
      cut(row.name, 40),
      cut(row.brandName, 24),
      formatCents(row.valueCents),
      String(row.applications),
      row.validUntil ? formatDate(row.validUntil) : 'Sempre ativa',
      stateLabels[proposalState(row, now)],
    ]),
  ];
  printTable(io, table);
  io.out(`${rows.length} proposta(s).`);
}

/** proposals:close <id>: takes a proposal off the list (its applications stay). */
export async function closeCommand(io: CommandIo, [id]: string[]): Promise<void> {
  if (!id) throw new CommandError('Informe o id: proposals:close <id>', EXIT_USAGE);
  if (!isUuid(id)) throw new CommandError(`Proposta não encontrada: ${id}`);
  const now = io.clock.now();
  const [closed] = await io.db
    .update(proposals)
    .set({ closedAt: now })
    .where(sql`${proposals.id} = ${id} and ${proposals.closedAt} is null`)
    .returning({ name: proposals.name });
  if (closed) return io.out(`Proposta encerrada: ${closed.name} (${id}).`);
  const [existing] = await io.db.select({ closedAt: proposals.closedAt }).from(proposals).where(eq(proposals.id, id));
  if (!existing?.closedAt) throw new CommandError(`Proposta não encontrada: ${id}`);
  io.out(`A proposta ${id} já estava encerrada desde ${formatDate(existing.closedAt)}.`);
}

export const proposalCommands = {
  'proposals:import': withDatabase(importCommand),
  'proposals:list': withDatabase(listCommand),
  'proposals:close': withDatabase(closeCommand),
};

export const proposalCommandsUsage = `  proposals:import <file.json>   publish the proposals of a JSON file (all or none; see docs/proposals-import.md)
  proposals:list                 list every proposal: id, name, brand, value, applications, valid until, state
  proposals:close <id>           close a proposal: it leaves the list; its applications stay
`;
