import camelcaseKeys from 'camelcase-keys';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { categories, proposals } from '../../db/schema.ts';
import { crossFieldProblems, proposalImportSchema, proposalImportWireSchema, type ProposalImport } from './proposal-import-schema.ts';
import { toProposalRow } from './proposal-writes.ts';

export type ImportResult = { ok: true; ids: string[] } | { ok: false; errors: string[] };

const label = (index: number, record: unknown) => {
  const name = record && typeof record === 'object' && 'name' in record && typeof record.name === 'string' ? ` "${record.name}"` : '';
  return `proposta [${index}]${name}`;
};

// zod's own messages in pt-BR too, whatever the process configured globally.
const ptBR = { error: z.locales.ptBR().localeError };

/** Each record checked against the import schema, with every problem named by index and field. */
function validateRecords(records: unknown[]): { valid: ProposalImport[]; errors: string[] } {
  const valid: ProposalImport[] = [];
  const errors: string[] = [];
  records.forEach((record, index) => {
    const wire = proposalImportWireSchema.safeParse(record, ptBR);
    if (!wire.success) {
      for (const issue of wire.error.issues) errors.push(`${label(index, record)}: ${issue.path.join('.') || '(registro)'}: ${issue.message}`);
      return;
    }
    const parsed = proposalImportSchema.parse(camelcaseKeys(record as Record<string, unknown>, { deep: true }));
    const problems = crossFieldProblems(parsed);
    for (const [field, message] of problems) errors.push(`${label(index, record)}: ${field}: ${message}`);
    if (problems.length === 0) valid.push(parsed);
  });
  return { valid, errors };
}

/** Rules that need the database or the whole file: known niches, ids not taken nor repeated. */
async function crossRecordProblems(db: Database, records: ProposalImport[]): Promise<string[]> {
  const errors: string[] = [];
  const knownNiches = new Set((await db.select({ name: categories.name }).from(categories)).map((row) => row.name));
  const ids = records.flatMap((record) => (record.id ? [record.id] : []));
  const taken = new Set(
    ids.length === 0 ? [] : (await db.select({ id: proposals.id }).from(proposals).where(inArray(proposals.id, ids))).map((row) => row.id),
  );
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const unknown = record.categoriesOfInfluencer.filter((name) => !knownNiches.has(name));
    if (unknown.length > 0) errors.push(`${label(index, record)}: categories_of_influencer: nicho desconhecido: ${unknown.join(', ')}.`);
    if (record.id && taken.has(record.id)) errors.push(`${label(index, record)}: id: já existe uma proposta com este id.`);
    if (record.id && seen.has(record.id)) errors.push(`${label(index, record)}: id: repetido no arquivo.`);
    if (record.id) seen.add(record.id);
  });
  return errors;
}

/**
 * Imports an operator's proposals (a JSON array): all of them in one transaction, or none
 * when any record is invalid, with every problem reported.
 */
export async function importProposals(db: Database, input: unknown, now: Date): Promise<ImportResult> {
  if (!Array.isArray(input)) return { ok: false, errors: ['O arquivo deve conter uma lista (array JSON) de propostas.'] };
  if (input.length === 0) return { ok: false, errors: ['O arquivo não contém nenhuma proposta.'] };
  const { valid, errors } = validateRecords(input);
  // Only a fully valid file is checked against the database: the operator fixes shapes first.
  if (errors.length > 0) return { ok: false, errors };
  const conflicts = await crossRecordProblems(db, valid);
  if (conflicts.length > 0) return { ok: false, errors: conflicts };

  const rows = valid.map((record) =>
    toProposalRow({
      ...record,
      id: record.id,
      categories: record.categoriesOfInfluencer,
      locations: record.locationOfInfluencer,
      isSilversAllowed: record.isSilversAlloweds,
      publishedAt: record.publishedAt ?? now,
    }),
  );
  const ids = await db.transaction(async (tx) => {
    const inserted = await tx.insert(proposals).values(rows).returning({ id: proposals.id });
    return inserted.map((row) => row.id);
  });
  return { ok: true, ids };
}
