import { randomUUID } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { jobLeases } from './schema.ts';

/**
 * A job's lease (job_leases): `take` answers whether this holder runs the job now, taking a
 * lease that is free or ran out, or renewing its own; `release` frees it at the end of a round.
 * One statement each, so two processes can never both hold it.
 */
export function createJobLease(db: Database, name: string, options: { holder?: string; ttlMs: number }) {
  const holder = options.holder ?? randomUUID();
  return {
    holder,
    async take(now: Date): Promise<boolean> {
      const expiresAt = new Date(now.getTime() + options.ttlMs);
      const taken = await db
        .insert(jobLeases)
        .values({ name, holder, expiresAt })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, expiresAt },
          setWhere: or(lt(jobLeases.expiresAt, now), eq(jobLeases.holder, holder)),
        })
        .returning({ holder: jobLeases.holder });
      return taken.length > 0;
    },
    async release(): Promise<void> {
      await db
        .update(jobLeases)
        .set({ expiresAt: sql`'-infinity'::timestamptz` })
        .where(sql`${jobLeases.name} = ${name} and ${jobLeases.holder} = ${holder}`);
    },
  };
}
