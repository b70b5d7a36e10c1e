import { toCamelKeys } from '@ma/api-client/wire';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { rowsPerStatement } from '../../db/batches.ts';
import type { Database } from '../../db/database.ts';
import { categories, proposals, type NewProposalRow } from '../../db/schema.ts';
import { crossFieldProblems, proposalImportSchema, proposalImportWireSchema, type ProposalImport } from './proposal-import-schema.ts';
import { toProposalRow } from './proposal-writes.ts';

/** At most this many problems are listed; the count says how many there were in all. */
export const MAX_LISTED_PROBLEMS = 100;
/** At most this many ids of the new proposals are kept for the operator's output. */
const MAX_LISTED_IDS = 50;

/** One problem of a file: the record (its index and name, when it has them), the field (as the file names it), what is wrong. */
export interface ImportProblem {
  index: number | null;
  name: string | null;
  field: string | null;
  message: string;
}

export type ImportResult = { ok: true; count: number; firstIds: string[] } | { ok: false; problemCount: number; problems: ImportProblem[] };

const problem = (index: number, record: unknown, field: string | null, message: string): ImportProblem => ({
  index,
  name: record && typeof record === 'object' && 'name' in record && typeof record.name === 'string' ? record.name : null,
  field,
  message,
});

/** A problem as one line of text: 'proposta [3] "Glow": value: Use no máximo 2 casas decimais.' (the CLI's output). */
export function formatImportProblem({ index, name, field, message }: ImportProblem): string {
  const record = index === null ? '' : `proposta [${index}]${name === null ? '' : ` "${name}"`}: `;
  return `${record}${field === null ? '' : `${field}: `}${message}`;
}

// zod's own messages in pt-BR too, whatever the process configured globally.
const ptBR = { error: z.locales.ptBR().localeError };

/** One record's problems of shape and across its fields, or the record as the import reads it. */
function checkRecord(index: number, record: unknown): { value: ProposalImport } | { problems: ImportProblem[] } {
  const wire = proposalImportWireSchema.safeParse(record, ptBR);
  if (!wire.success) {
    return { problems: wire.error.issues.map((issue) => problem(index, record, issue.path.join('.') || '(registro)', issue.message)) };
  }
  const parsed = proposalImportSchema.parse(toCamelKeys(record));
  const problems = crossFieldProblems(parsed).map(([field, message]) => problem(index, record, field, message));
  return problems.length > 0 ? { problems } : { value: parsed };
}

const toRow = (record: ProposalImport, now: Date): NewProposalRow =>
  toProposalRow({
    ...record,
    id: record.id,
    categories: record.categoriesOfInfluencer,
    locations: record.locationOfInfluencer,
    isSilversAllowed: record.isSilversAlloweds,
    publishedAt: record.publishedAt ?? now,
  });

/** Rolls the import's transaction back once every record has been checked and one failed. */
class Refused extends Error {
  constructor(readonly result: Extract<ImportResult, { ok: false }>) {
    super('import refused');
  }
}

export interface ImportOptions {
  /** Called after each batch is written, with the records read so far. */
  onProgress?: (records: number) => void;
}

/**
 * Imports an operator's proposals, read one at a time from `records` (the elements of a JSON
 * array): all of them, or none when any record is invalid, with every problem named by index
 * and field. One pass in one transaction: valid records are written in batches sized under
 * PostgreSQL's parameter limit as they come; the first problem stops the writing, the rest of
 * the file is still checked so that the operator gets every problem at once, and the
 * transaction is rolled back. Memory holds one batch, the ids seen and the problems listed.
 */
export async function importProposals(
  db: Database,
  records: AsyncIterable<unknown> | Iterable<unknown>,
  now: Date,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const knownNiches = new Set((await db.select({ name: categories.name }).from(categories)).map((row) => row.name));
  const batchSize = rowsPerStatement(proposals);
  try {
    const result = await db.transaction(async (tx) => {
      const problems: ImportProblem[] = [];
      let problemCount = 0;
      const report = (lines: ImportProblem[]) => {
        problemCount += lines.length;
        for (const line of lines) if (problems.length < MAX_LISTED_PROBLEMS) problems.push(line);
      };
      const seenIds = new Set<string>();
      const firstIds: string[] = [];
      let batch: { index: number; record: ProposalImport }[] = [];
      let count = 0;

      const flush = async () => {
        if (batch.length === 0) return;
        // Ids given in the file must be free: checked a batch at a time, before its insert, and
        // after a problem too, so that every taken id is named.
        const given = batch.flatMap(({ record }) => (record.id ? [record.id] : []));
        if (given.length > 0) {
          const taken = new Set((await tx.select({ id: proposals.id }).from(proposals).where(inArray(proposals.id, given))).map((row) => row.id));
          report(
            batch
              .filter(({ record }) => record.id && taken.has(record.id))
              .map(({ index, record }) => problem(index, record, 'id', 'já existe uma proposta com este id.')),
          );
        }
        if (problemCount > 0) {
          batch = [];
          return;
        }
        const inserted = await tx
          .insert(proposals)
          .values(batch.map(({ record }) => toRow(record, now)))
          .returning({ id: proposals.id });
        for (const { id } of inserted) if (firstIds.length < MAX_LISTED_IDS) firstIds.push(id);
        options.onProgress?.(count);
        batch = [];
      };

      for await (const record of records) {
        const index = count;
        count += 1;
        const checked = checkRecord(index, record);
        if ('problems' in checked) {
          report(checked.problems);
          continue;
        }
        const { value } = checked;
        const unknown = value.categoriesOfInfluencer.filter((name) => !knownNiches.has(name));
        if (unknown.length > 0) report([problem(index, value, 'categories_of_influencer', `nicho desconhecido: ${unknown.join(', ')}.`)]);
        if (value.id && seenIds.has(value.id)) report([problem(index, value, 'id', 'repetido no arquivo.')]);
        if (value.id) seenIds.add(value.id);
        batch.push({ index, record: value });
        if (batch.length >= batchSize) await flush();
      }
      await flush();
      if (count === 0)
        throw new Refused({
          ok: false,
          problemCount: 1,
          problems: [{ index: null, name: null, field: null, message: 'O arquivo não contém nenhuma proposta.' }],
        });
      if (problemCount > 0) throw new Refused({ ok: false, problemCount, problems });
      return { ok: true as const, count, firstIds };
    });
    return result;
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
