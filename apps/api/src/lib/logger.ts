export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One JSON object per line (what log collectors ingest), errors reduced to name, message and stack. */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: Fields = {}) => {
      if (rank[at] < rank[level]) return;
      const entry = { time: new Date().toISOString(), level: at, message, ...serialise(fields) };
      write(`${JSON.stringify(entry)}\n`);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

function serialise(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) out[key] = value instanceof Error ? describeError(value) : value;
  return out;
}

/** How deep a chain of causes is followed (drizzle's query error, then the driver's). */
const MAX_CAUSES = 3;

/**
 * An error as the log keeps it: name, message, stack, the database's code, its causes. Never the
 * values a query was run with (password hashes, CPFs, PIX keys): drizzle writes them into its
 * message (`Failed query: ...\nparams: ...`) and the stack repeats the message, so both lose
 * that part; postgres.js' `parameters` and the server's `detail` (which names the row a
 * constraint refused) are never copied; and a data exception's message (class 22: 'invalid
 * input syntax for type uuid: "..."') loses the value it quotes.
 */
function describeError(error: Error, depth = 0): Fields {
  const { code: rawCode } = error as Error & { code?: unknown };
  const code = typeof rawCode === 'string' ? rawCode : undefined;
  const message = safeMessage(error, code);
  const described: Fields = { name: error.name, message, stack: safeStack(error, message) };
  if (code !== undefined) described['code'] = code;
  const { cause } = error;
  if (cause instanceof Error) described['cause'] = depth < MAX_CAUSES ? describeError(cause, depth + 1) : { name: cause.name };
  else if (cause !== undefined) described['cause'] = cause;
  return described;
}

const carriesParameters = (error: Error): boolean => 'params' in error || 'parameters' in error;

function safeMessage(error: Error, code: string | undefined): string {
  let message = error.message;
  if (carriesParameters(error) || message.startsWith('Failed query: ')) message = message.replace(/\nparams: [\s\S]*$/, '');
  // A SQLSTATE of class 22 quotes the input it could not take, at the end of its message.
  if (code?.startsWith('22')) message = message.replace(/: ".*"$/s, ': "…"');
  return message;
}

/** The stack without what the message lost; when the message cannot be found in it, only its frames. */
function safeStack(error: Error, message: string): string | undefined {
  const { stack } = error;
  if (stack === undefined || message === error.message) return stack;
  if (stack.includes(error.message)) return stack.replace(error.message, message);
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

export const silentLogger: Logger = createLogger('silent');
