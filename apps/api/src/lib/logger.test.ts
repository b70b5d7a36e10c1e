import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { createLogger } from './logger.ts';

// What must never reach a log line: a CPF, a password hash, a PIX key.
const CPF = '52998224725';
const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';
const PIX = 'ana.clara@example.com';

const capture = () => {
  const lines: string[] = [];
  return {
    logger: createLogger('info', (line) => lines.push(line)),
    lines,
    entry: () => JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>,
  };
};

describe.each(testDatabases)('the log of a failed query ($name)', (database) => {
  const context = useTestDatabase(database);

  const failure = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('the query did not fail');
  };

  it('keeps the statement and the database code, never the parameters', async () => {
    // A driver error whose message carries a value (22P02 quotes the input it could not read).
    const error = await failure(() => context.handle.db.execute(sql`select ${CPF}::uuid as id, ${HASH}::text as hash, ${PIX}::text as pix`));
    const { logger, lines, entry } = capture();
    logger.error('unhandled error', { error });
    for (const secret of [CPF, HASH, PIX]) expect(lines.join('')).not.toContain(secret);
    const logged = entry()['error'] as { message: string; stack: string; cause: { code: string } };
    expect(logged.message).toContain('select $1::uuid as id');
    expect(logged.stack).toContain('select $1::uuid as id');
    expect(logged.cause.code).toBe('22P02');
  });

  it('keeps a unique violation’s code and constraint, not the row it names', async () => {
    const email = `${CPF}@example.com`;
    const values = { email, name: 'Ana', username: `ana${CPF}`, passwordHash: HASH };
    await context.handle.db.insert(users).values(values);
    const error = await failure(() => context.handle.db.insert(users).values(values));
    const { logger, lines, entry } = capture();
    logger.warn('failed', { error });
    for (const secret of [CPF, HASH]) expect(lines.join('')).not.toContain(secret);
    expect((entry()['error'] as { cause: { code: string } }).cause.code).toBe('23505');
  });
});

describe('the log of an error', () => {
  it('drops the parameters of any error that carries them, in its message and its stack', () => {
    const driverError = Object.assign(new Error(`invalid input syntax for type integer: "${CPF}"`), {
      code: '22P02',
      detail: `Key (document)=(${CPF})`,
    });
    const error = new DrizzleQueryError('update affiliates set pix_key = $1, document = $2 where user_id = $3', [PIX, CPF, 'u1'], driverError);
    // postgres.js: the statement and its parameters ride on the error, the row in `detail`.
    const parameters = Object.assign(new Error('duplicate key value violates unique constraint "affiliates_pkey"'), {
      query: 'insert into affiliates values ($1)',
      parameters: [PIX],
      detail: `Key (pix_key)=(${PIX}) already exists.`,
      code: '23505',
    });
    const { logger, lines } = capture();
    logger.error('unhandled error', { error, other: parameters });
    const line = lines.join('');
    for (const secret of [CPF, PIX]) expect(line).not.toContain(secret);
    expect(line).toContain('update affiliates set pix_key = $1, document = $2 where user_id = $3');
    expect(line).toContain('22P02');
    expect(line).toContain('23505');
  });

  it('leaves an ordinary error as it is', () => {
    const { logger, entry } = capture();
    logger.error('boom', { error: new Error('não encontrado: 42', { cause: new TypeError('x is undefined') }) });
    expect(entry()['error']).toMatchObject({ name: 'Error', message: 'não encontrado: 42', cause: { name: 'TypeError', message: 'x is undefined' } });
  });
});
