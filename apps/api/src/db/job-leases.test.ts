import { MINUTE_MS } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { useTestDatabase } from '../test/test-app.ts';
import { createJobLease } from './job-leases.ts';

const at = (minutes: number) => new Date(Date.parse('2026-03-02T12:00:00Z') + minutes * MINUTE_MS);

describe.each(testDatabases)('a job lease ($name)', (database) => {
  const context = useTestDatabase(database);

  it('is held by one process at a time, renewed by its holder, and free once released', async () => {
    const db = context.handle.db;
    const first = createJobLease(db, 'lease-a', { holder: 'processo-1', ttlMs: 10 * MINUTE_MS });
    const second = createJobLease(db, 'lease-a', { holder: 'processo-2', ttlMs: 10 * MINUTE_MS });
    expect(await first.take(at(0))).toBe(true);
    expect(await second.take(at(1))).toBe(false);
    expect(await first.take(at(5))).toBe(true);
    // Renewed at 5: still held at 14.
    expect(await second.take(at(14))).toBe(false);
    await first.release();
    expect(await second.take(at(14))).toBe(true);
    expect(await first.take(at(15))).toBe(false);
  });

  it('goes to another process once its holder stops renewing it (a crash)', async () => {
    const db = context.handle.db;
    const crashed = createJobLease(db, 'lease-b', { holder: 'processo-1', ttlMs: 10 * MINUTE_MS });
    const other = createJobLease(db, 'lease-b', { holder: 'processo-2', ttlMs: 10 * MINUTE_MS });
    expect(await crashed.take(at(0))).toBe(true);
    expect(await other.take(at(9))).toBe(false);
    expect(await other.take(at(11))).toBe(true);
  });

  it('lets two processes racing for a free lease both ask, and only one win', async () => {
    const db = context.handle.db;
    const leases = Array.from({ length: 8 }, (_, index) => createJobLease(db, 'lease-c', { holder: `processo-${index}`, ttlMs: 10 * MINUTE_MS }));
    const won = await Promise.all(leases.map((lease) => lease.take(at(0))));
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});
