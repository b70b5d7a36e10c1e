import { readFileSync } from 'node:fs';
import { isUsernameShape } from '@ma/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { uniqueEmail, useTestDatabase } from '../test/test-app.ts';
import { users } from './schema.ts';

// The data migration that took dots and hyphens out of usernames (a kit at /ads.txt answered
// for the file). It changes only rows that need it, so it runs again here over rows written
// the old way.
const migration = readFileSync(new URL('../../drizzle/0013_usernames_without_dots.sql', import.meta.url), 'utf8');

describe.each(testDatabases)('the usernames migration ($name)', (database) => {
  const context = useTestDatabase(database);

  it('renames every live username with a dot or hyphen, numbering none over another, and leaves the rest', async () => {
    const { db } = context.handle;
    const tag = Date.now().toString(36);
    const old = [`google${tag}.html`, `ana.souza.${tag}`, `ana-souza-${tag}`, `ana_souza_${tag}`, `limpo${tag}`];
    const rows = await db
      .insert(users)
      .values(old.map((username) => ({ name: 'Antiga', email: uniqueEmail('antiga'), username })))
      .returning({ id: users.id, username: users.username });
    const [deleted] = await db
      .insert(users)
      .values({ name: 'Conta excluída', email: null, username: `~excluida-${tag}`, deletedAt: new Date() })
      .returning({ id: users.id });

    await db.execute(sql.raw(migration));

    const ids = rows.map((row) => row.id);
    const afterRows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids));
    const after = new Map(afterRows.map((row) => [row.id, row.username]));
    const renamed = rows.map((row) => after.get(row.id) ?? '');
    expect(renamed[0]).toBe(`google${tag}_html`);
    // ana.souza and ana-souza both become ana_souza, which a third account already had.
    expect(renamed[3]).toBe(`ana_souza_${tag}`);
    expect(renamed[1]).toMatch(new RegExp(`^ana_souza_${tag}`.slice(0, 23)));
    expect(renamed[2]).toMatch(new RegExp(`^ana_souza_${tag}`.slice(0, 23)));
    expect(new Set(renamed).size).toBe(renamed.length);
    expect(renamed[4]).toBe(`limpo${tag}`);
    for (const username of renamed) expect([username, isUsernameShape(username)]).toEqual([username, true]);
    const [kept] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, deleted?.id ?? ''));
    expect(kept?.username).toBe(`~excluida-${tag}`);
  });
});
