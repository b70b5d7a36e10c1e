import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import { testDatabases } from '../../../test/databases.ts';
import { useTestDatabase } from '../../../test/test-app.ts';
import { seedForTest } from '../../../seed/seed.test-support.ts';

describe.each(testDatabases)('the demo accounts ($name)', (database) => {
  const context = useTestDatabase(database);

  // Made by the seed, not registered by a stranger: nothing for their owner to prove.
  it("have proven addresses, so that 'Entrar com Google' is never held up on them", async () => {
    await seedForTest(context.handle.db);
    expect((await context.handle.db.select({ email: users.email }).from(users)).length).toBeGreaterThan(0);
    expect(await context.handle.db.select({ email: users.email }).from(users).where(isNull(users.emailVerifiedAt))).toEqual([]);
  });
});
