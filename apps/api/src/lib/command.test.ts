import { describe, expect, it } from 'vitest';
import { CommandError, describeFailure } from './command.ts';
import { connectionRefused, driverError } from '../test/stand-ins.ts';

describe('describeFailure', () => {
  it("gives a refusal's own message", () => {
    expect(describeFailure(new CommandError('Informe o arquivo.'))).toBe('Informe o arquivo.');
  });

  it('gives the cause of a database failure, never the statement drizzle wraps it in', () => {
    const statement = `insert into "proposals" values ${'($1, $2), '.repeat(5000)}`;
    const cause = driverError('08P01', 'bind message has 66000 parameter formats but 0 parameters');
    const wrapped = new Error(`Failed query: ${statement}\nparams: 1,2,3`, { cause });
    const line = describeFailure(wrapped);
    expect(line).toBe('O banco de dados recusou a operação (08P01): bind message has 66000 parameter formats but 0 parameters');
    expect(line).not.toContain('insert into');
  });

  it('says when the database cannot be reached', () => {
    const refused = connectionRefused();
    expect(describeFailure(refused)).toBe('Não foi possível conectar ao banco de dados: connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('keeps anything else to one short line', () => {
    const line = describeFailure(new RangeError(`Maximum call stack size exceeded\n${'    at frame\n'.repeat(50)}`));
    expect(line).toBe('Erro inesperado: Maximum call stack size exceeded');
    expect(describeFailure(new Error('x'.repeat(1000))).length).toBeLessThanOrEqual(320);
  });
});
