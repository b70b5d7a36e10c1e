// The data of the proposals benchmarks (bench-proposals.mjs in process, bench-api.mjs over
// HTTP): 10,000 proposals (BENCH_PROPOSALS) imported the way an operator publishes them, some closed,
// applications from other creators, and a gold creator signed in.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchNiches, random, writeProposalsFile } from './proposal-records.mjs';

export const PROPOSALS = Number(process.env.BENCH_PROPOSALS ?? 10_000);
const OTHER_CREATORS = 40;
const APPLICATIONS_PER_OTHER = 50;

/**
 * The proposals arrive the way an operator publishes them: a JSON file through the
 * proposals:import command (the code the CLI runs), so the import is what gets exercised.
 * `modules` are the built API's (schema, importCommand, batchesFor, sql); `cleanups` gets the
 * removal of the file's folder; `out` the import's lines. `importFile(path)` imports the file
 * some other way (bench-api.mjs: `node dist/cli.js proposals:import`); by default the
 * command's code runs in this process.
 */
export async function fillProposals(db, modules, { now, cleanups, out = () => undefined, importFile }) {
  const { schema, importCommand, batchesFor, sql } = modules;
  await db
    .insert(schema.categories)
    .values(benchNiches.map((name, position) => ({ id: `bench-${position}`, name, position })))
    .onConflictDoNothing();
  const folder = mkdtempSync(join(tmpdir(), 'bench-proposals-file-'));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'proposals.json');
  await writeProposalsFile(file, PROPOSALS, now);
  if (importFile) await importFile(file);
  else await importCommand({ db, clock: { now: () => new Date(now) }, out }, [file]);
  // What a real table accumulates: a few proposals closed by operators.
  await db.execute(sql`update proposals set closed_at = published_at + interval '1 day' where abs(hashtext(id::text)) % 33 = 0`);
  const ids = (await db.select({ id: schema.proposals.id }).from(schema.proposals).orderBy(schema.proposals.name)).map((row) => row.id);
  const next = random(7);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const between = (min, max) => min + Math.floor(next() * (max - min + 1));
  const others = await db
    .insert(schema.users)
    .values(Array.from({ length: OTHER_CREATORS }, (_, i) => ({ email: `bench.${i}@example.com`, name: `Criadora ${i}`, username: `bench-${i}` })))
    .returning({ id: schema.users.id });
  const applications = others.flatMap(({ id: userId }) =>
    [...new Set(Array.from({ length: APPLICATIONS_PER_OTHER }, () => pick(ids)))].map((proposalId) => ({
      proposalId,
      userId,
      totalPosts: 1,
      totalStories: 2,
      totalReels: 1,
      totalVideos: 0,
      valueCents: between(350, 5000) * 100,
    })),
  );
  for (const batch of batchesFor(schema.applications, applications)) await db.insert(schema.applications).values(batch);
  return { ids, applications: applications.length };
}

/**
 * Registers through the API (`request(path, init)`: the app in process, or fetch against the
 * served one), then completes the profile to gold: a full kit, both networks, an audience.
 */
export async function signedInGoldCreator(request, db, modules) {
  const { schema, refreshLevel, appEvents, eq } = modules;
  const email = `bench.ouro.${randomBytes(3).toString('hex')}@example.com`;
  const register = await request('/v3/account/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Olívia Bench', email, password: 'senha-de-bench-123' }),
  });
  if (register.status !== 201) throw new Error(`register answered ${register.status}: ${await register.text()}`);
  const { access_token: token } = await register.json();
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  await db
    .update(schema.users)
    .set({ bio: 'Moda e beleza.', pictureUrl: 'https://example.com/o.jpg', city: 'Salvador', state: 'BA', niches: ['Moda'] })
    .where(eq(schema.users.id, user.id));
  await db.insert(schema.socialAccounts).values([
    { userId: user.id, network: 'instagram', externalId: `bench-ig-${user.id}`, username: 'bench.ig', followers: 48_700 },
    { userId: user.id, network: 'tiktok', externalId: `bench-tt-${user.id}`, username: 'bench.tt', followers: 126_300 },
  ]);
  await db.insert(schema.audienceProfiles).values({ userId: user.id, states: ['BA', 'SP'], minAge: 18, maxAge: 34, gender: 'female' });
  const level = await refreshLevel(db, appEvents, user.id);
  return { token, userId: user.id, level };
}
