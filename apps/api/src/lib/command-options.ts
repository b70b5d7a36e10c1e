import { dayRange, isCalendarDay } from '@ma/domain';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CommandError, EXIT_USAGE } from './command.ts';

/**
 * A command's `--name value` options, checked by a zod schema whose keys are the option
 * names. Unknown options, stray arguments and invalid values all exit with code 2 and say,
 * option by option, what is wrong.
 */
export function parseCommandOptions<S extends z.ZodObject>(args: string[], schema: S, usage: string): z.output<S> {
  const names = Object.keys(schema.shape);
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: joinNegativeNumbers(args, names), options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new CommandError(`${describeParseError(error)}\n\n${usage}`, EXIT_USAGE);
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  --${issue.path.map(String).join('.') || '?'}: ${issue.message}`);
  throw new CommandError(`Argumentos inválidos:\n${lines.join('\n')}\n\n${usage}`, EXIT_USAGE);
}

// `--amount -5` reads as an option named 5 to parseArgs; an operator means the number.
function joinNegativeNumbers(args: string[], names: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const next = args[index + 1];
    if (names.some((name) => arg === `--${name}`) && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      index += 1;
    } else joined.push(arg);
  }
  return joined;
}

function describeParseError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Opção desconhecida: ${quoted}`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `Argumento inesperado: ${quoted} (use --opção valor)`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `Falta o valor de ${quoted.split(' ')[0] ?? 'uma opção'}`;
  return message;
}

/** A required string option, trimmed and non-empty. */
export const textOption = (flag: string, max: number) =>
  z
    .string({ error: `${flag} é obrigatório.` })
    .trim()
    .min(1, { error: `${flag} não pode ficar vazio.` })
    .max(max, { error: `${flag} pode ter no máximo ${max} caracteres.` });

/** An integer option within [min, max]. */
export const integerOption = (flag: string, min: number, max: number) =>
  z
    .string({ error: `${flag} é obrigatório.` })
    .trim()
    .regex(/^[+-]?\d+$/, { error: `${flag} deve ser um número inteiro.` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${flag} deve ser pelo menos ${min}.` })
        .max(max, { error: `${flag} deve ser no máximo ${max}.` }),
    );

/**
 * A date option: 'AAAA-MM-DD' is a calendar day in São Paulo time, taken from its first
 * instant (`start`) or up to its last one (`end`: the next midnight, exclusive); a full ISO
 * 8601 instant with an offset is taken as is.
 */
export const dateOption = (flag: string, edge: 'start' | 'end') =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      const date = parseOperatorDate(value, edge);
      if (date) return date;
      context.addIssue({
        code: 'custom',
        message: `${flag} deve ser uma data AAAA-MM-DD ou um instante ISO 8601 com fuso (2027-01-31T18:00:00-03:00).`,
      });
      return z.NEVER;
    });

function parseOperatorDate(value: string, edge: 'start' | 'end'): Date | undefined {
  if (isCalendarDay(value)) return dayRange(value)[edge];
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}
