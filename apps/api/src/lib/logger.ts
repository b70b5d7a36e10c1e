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
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack, cause: describeCause(value.cause) } : value;
  }
  return out;
}

const describeCause = (cause: unknown): unknown => (cause instanceof Error ? { name: cause.name, message: cause.message } : cause);

export const silentLogger: Logger = createLogger('silent');
