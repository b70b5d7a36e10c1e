import { formatDate } from '@ma/domain';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { CommandError, withDatabase, type CommandIo } from '../../lib/command.ts';
import { parseCommandOptions, textOption } from '../../lib/command-options.ts';
import type { CliProgram } from '../../lib/module.ts';
import { findUserByEmail } from '../account/account.repository.ts';
import { createSignInLink, signInLinkUrl } from './sign-in-links.ts';

export const signInLinkUsage = 'Uso: accounts:sign-in-link --email E-MAIL';

const options = z.object({
  email: textOption('--email', 254).pipe(z.email({ error: '--email deve ser um e-mail válido.' })),
});

/**
 * accounts:sign-in-link: the one `?token=` address the product makes (support helping a creator
 * in), a sign-in link of 15 minutes, used once; never a session token. Whoever opens it sees
 * whose account it is and enters only if they choose to (decision 026).
 */
export async function signInLinkCommand(io: CommandIo & { appOrigin: string }, args: string[]): Promise<void> {
  const { email } = parseCommandOptions(args, options, signInLinkUsage);
  const user = await findUserByEmail(io.db, email.trim().toLowerCase());
  const link = user && (await createSignInLink(io.db, { userId: user.id, now: io.clock.now() }));
  if (!user || !link) throw new CommandError(`Conta não encontrada: ${email}`);
  io.out(
    `Link de entrada na conta de ${user.name} (${user.email ?? email}), válido até ${formatDate(link.expiresAt)} ${link.expiresAt.toISOString()}, uma vez:`,
  );
  io.out(`  ${signInLinkUrl(io.appOrigin, link.token)}`);
  io.out('Envie o endereço somente à dona da conta: ele não será mostrado de novo.');
}

export const signInLinkCommands = {
  'accounts:sign-in-link': (env: Env, args: string[], program: CliProgram) =>
    withDatabase((io, rest) => signInLinkCommand({ ...io, appOrigin: env.APP_ORIGIN ?? `http://localhost:${env.PORT}` }, rest))(env, args, program),
};

export const signInLinkCommandsUsage = `  accounts:sign-in-link --email E   a link (printed once) that signs in to the account once, within 15 minutes, after the visitor confirms
`;
