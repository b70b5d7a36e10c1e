import { operatorRoles } from '@ma/api-client/admin';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import { CommandError, printTable, withDatabase, type CommandIo } from '../../lib/command.ts';
import { parseCommandOptions, textOption } from '../../lib/command-options.ts';
import { ApiError } from '../../lib/errors.ts';
import type { CliProgram } from '../../lib/module.ts';
import type { TokenCipher } from '../connect/token-cipher.ts';
import { listAudit } from './audit-log.ts';
import { commandBackofficeOrigin, createTotpCipher, operatorSecretKeyOf } from './operators.runtime.ts';
import { createOperator, setupUrl } from './operators.service.ts';

export const createOperatorUsage = 'Uso: operators:create --email E-MAIL --name NOME --role admin|support|finance';
export const auditListUsage = 'Uso: audit:list [--operator ID] [--target-type TIPO] [--target-id ID]';

const createOptions = z.object({
  email: textOption('--email', 254).pipe(z.email({ error: '--email deve ser um e-mail válido.' })),
  name: textOption('--name', 120),
  role: z.enum(operatorRoles, { error: '--role deve ser admin, support ou finance.' }),
});

/**
 * operators:create: a new operator (the first admin of a deployment, docs/deploy.md) and their
 * one-time setup link, printed once: the same service as POST /v3/admin/operators, written to
 * the audit log as a command's (no operator).
 */
export async function createOperatorCommand(io: CommandIo & { totpCipher: TokenCipher; backofficeOrigin: string }, args: string[]): Promise<void> {
  const input = parseCommandOptions(args, createOptions, createOperatorUsage);
  try {
    const { operator, token } = await createOperator(io, { operatorId: null, ip: null }, { ...input, email: input.email.trim().toLowerCase() });
    io.out(`Operador criado: ${operator.name} (${operator.email}), perfil ${operator.role}.`);
    io.out('Link de configuração (senha e segundo fator), válido por 7 dias, uma vez:');
    io.out(`  ${setupUrl(io.backofficeOrigin, token)}`);
    io.out('Envie o endereço somente a essa pessoa: ele não será mostrado de novo.');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'OPERATOR_EMAIL_TAKEN')
      throw new CommandError(`Já existe um operador com este e-mail: ${input.email}`);
    throw error;
  }
}

const auditOptions = z.object({
  operator: textOption('--operator', 64).optional(),
  'target-type': textOption('--target-type', 64).optional(),
  'target-id': textOption('--target-id', 200).optional(),
});

/** audit:list: the latest 50 rows of the audit log, newest first (the same reading as GET /v3/admin/audit). */
export async function auditListCommand(io: CommandIo, args: string[]): Promise<void> {
  const options = parseCommandOptions(args, auditOptions, auditListUsage);
  const page = await listAudit(io.db, { operatorId: options.operator, targetType: options['target-type'], targetId: options['target-id'] });
  if (page.items.length === 0) {
    io.out('Nenhum registro.');
    return;
  }
  printTable(io, [
    ['quando', 'operador', 'ação', 'alvo', 'ip'],
    ...page.items.map((item) => [
      item.at,
      item.operator?.email ?? '(comando)',
      item.action,
      `${item.targetType}:${item.targetId ?? ''}`,
      item.ip ?? '',
    ]),
  ]);
}

export const operatorCommands = {
  'operators:create': (env: Env, args: string[], program: CliProgram) =>
    withDatabase((io, rest) =>
      createOperatorCommand({ ...io, totpCipher: createTotpCipher(operatorSecretKeyOf(env)), backofficeOrigin: commandBackofficeOrigin(env) }, rest),
    )(env, args, program),
  'audit:list': withDatabase(auditListCommand),
};

export const operatorCommandsUsage = `  operators:create --email E --name N --role R   a back office operator (admin, support or finance) and their one-time setup link, printed once
  audit:list [--operator ID] [--target-type T] [--target-id ID]   the latest 50 operator writes, newest first
`;
