import { DEFAULT_PROPOSAL_TOKEN_DAYS, formatDate, MAX_PROPOSAL_TOKEN_DAYS } from '@ma/domain';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { CommandError, EXIT_USAGE, printTable, withDatabase, type CommandIo } from '../../lib/command.ts';
import { integerOption, parseCommandOptions, textOption } from '../../lib/command-options.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CliProgram } from '../../lib/module.ts';
import { findProposal } from './applicants.ts';
import { createProposalLink, listProposalLinks, profileListUrl, revokeProposalLink } from './proposal-links.ts';

/** What the links command needs beyond a command's io: the web app's origin, for the address it prints. */
export interface LinksCommandIo extends CommandIo {
  appOrigin: string;
}

export const linksUsage = `Uso:
  proposals:links create --proposal <id> [--days ${DEFAULT_PROPOSAL_TOKEN_DAYS}] [--label "Contato da marca"]
  proposals:links list --proposal <id>
  proposals:links revoke <id-do-link>`;

const proposalOption = textOption('--proposal', 100);
const createOptions = z.object({
  proposal: proposalOption,
  days: integerOption('--days', 1, MAX_PROPOSAL_TOKEN_DAYS).default(DEFAULT_PROPOSAL_TOKEN_DAYS),
  label: textOption('--label', 120)
    .refine((label) => !label.includes('\u0000'), { error: '--label não pode ter caracteres de controle.' })
    .optional(),
});
const listOptions = z.object({ proposal: proposalOption });

const when = (date: Date) => `${formatDate(date)} (${date.toISOString()})`;

async function create(io: LinksCommandIo, args: string[]) {
  const options = parseCommandOptions(args, createOptions, linksUsage);
  const now = io.clock.now();
  const link = await createProposalLink(io.db, { proposalId: options.proposal, days: options.days, label: options.label ?? null, now });
  if (!link) throw new CommandError(`Proposta não encontrada: ${options.proposal}`);
  io.out(`Link criado para "${link.proposalName}", válido até ${when(link.expiresAt)}:`);
  io.out(`  ${profileListUrl(io.appOrigin, link.token)}`);
  io.out(`  id do link: ${link.id}`);
  io.out('Envie o endereço à marca: ele não será mostrado de novo. Para cancelar: proposals:links revoke <id-do-link>');
}

async function list(io: LinksCommandIo, args: string[]) {
  const options = parseCommandOptions(args, listOptions, linksUsage);
  const proposal = isUuid(options.proposal) ? await findProposal(io.db, options.proposal) : undefined;
  if (!proposal) throw new CommandError(`Proposta não encontrada: ${options.proposal}`);
  const now = io.clock.now();
  const links = await listProposalLinks(io.db, proposal.id);
  if (links.length === 0) return io.out(`Nenhum link para "${proposal.name}".`);
  const state = (link: (typeof links)[number]) =>
    link.revokedAt ? `revogado em ${formatDate(link.revokedAt)}` : link.expiresAt <= now ? 'expirado' : 'ativo';
  printTable(io, [
    ['id', 'rótulo', 'criado em', 'expira em', 'situação'],
    ...links.map((link) => [link.id, link.label ?? '', formatDate(link.createdAt), formatDate(link.expiresAt), state(link)]),
  ]);
  io.out(`${links.length} link(s) para "${proposal.name}".`);
}

async function revoke(io: LinksCommandIo, args: string[]) {
  const [id, ...rest] = args;
  if (!id || rest.length > 0 || id.startsWith('--')) throw new CommandError(`Informe o id do link.\n\n${linksUsage}`, EXIT_USAGE);
  const result = await revokeProposalLink(io.db, id, io.clock.now());
  if (result.outcome === 'not-found') throw new CommandError(`Link não encontrado: ${id}`);
  if (result.outcome === 'already-revoked') return io.out(`O link ${id} já estava revogado desde ${formatDate(result.since)}.`);
  io.out(`Link revogado: ${id}. Quem abrir o endereço verá a página de não encontrado.`);
}

/**
 * proposals:links create|list|revoke: the secret links that show a proposal's applicants to its
 * brand (docs/product/brand-applicants.md "Links").
 */
export async function linksCommand(io: LinksCommandIo, [action, ...args]: string[]): Promise<void> {
  if (action === 'create') return create(io, args);
  if (action === 'list') return list(io, args);
  if (action === 'revoke') return revoke(io, args);
  throw new CommandError(action ? `Ação desconhecida: ${action}\n\n${linksUsage}` : linksUsage, EXIT_USAGE);
}

export const brandListCommands = {
  'proposals:links': (env: Env, args: string[], program: CliProgram) =>
    withDatabase((io, rest) => linksCommand({ ...io, appOrigin: env.APP_ORIGIN ?? `http://localhost:${env.PORT}` }, rest))(env, args, program),
};

export const brandListCommandsUsage = `  proposals:links create --proposal <id> [--days N] [--label L]   a secret link (printed once) to the proposal's applicants for its brand; up to ${MAX_PROPOSAL_TOKEN_DAYS} days
  proposals:links list --proposal <id>   the proposal's links: id, label, created, expires, state (never the token)
  proposals:links revoke <link-id>       revoke a link: it shows the not-found page from then on
`;
