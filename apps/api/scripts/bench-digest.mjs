#!/usr/bin/env node
// The daily digest of new proposals (issue #28 "Scale"; src/modules/notifications/digest.ts)
// over 100,000 creators and 10,000 proposals imported with proposals:import, a tenth of them
// published in the last 24 hours: the digest reads the creators in batches, matches them with
// the day's proposals and records each creator's notification and e-mail to send (the mails are
// sent afterwards by their jobs, spread by the job runner). Prints the run's wall time beside the
// target (2 minutes), the creators told, and the rows written; then runs it again the same day
// (a retry) to show it tells nobody twice. A fresh database on the server of BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres, used as admin to create and drop it).
// BENCH_CREATORS changes the count. BENCH_STRICT=1 fails the run over the target. Run `pnpm
// build` first. Bounded in time; only 127.0.0.1; drops its database.
import { apiDir, benchRun, dist, freshPostgresDatabase, requireBuild } from './bench-lifecycle.mjs';
import { fillProposals } from './bench-proposal-data.mjs';
import { childProcesses } from './bench-servers.mjs';

const CREATORS = Number(process.env.BENCH_CREATORS ?? 100_000);
const TARGET_MS = 120_000;
const DEADLINE_MS = 10 * 60_000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { run, stopAll } = childProcesses(apiDir);
const { finish, cleanups } = benchRun(DEADLINE_MS, stopAll);

try {
  requireBuild('cli.js');
  const [{ openDatabase }, schema, { batchesFor }, { importCommand }, { runDigest }, { sql }] = await Promise.all([
    import(dist('db/database.js')),
    import(dist('db/schema.js')),
    import(dist('db/batches.js')),
    import(dist('modules/proposals/proposals.cli.js')),
    import(dist('modules/notifications/digest.js')),
    import('drizzle-orm'),
  ]);
  const databaseUrl = await freshPostgresDatabase(adminUrl, 'bench_digest', cleanups);
  await run(['dist/cli.js', 'migrate'], { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
  const handle = await openDatabase({ url: databaseUrl, poolSize: 4 });
  cleanups.push(() => handle.close());
  const { db } = handle;
  const now = new Date();

  let started = performance.now();
  await fillProposals(db, { schema, importCommand, batchesFor, sql }, { now: now.getTime(), cleanups });
  // A busy day: a tenth of the proposals were published in the last 24 hours.
  await db.execute(
    sql`update proposals set published_at = ${now.toISOString()}::timestamptz - (random() * interval '23 hours') where abs(hashtext(id::text)) % 10 = 0`,
  );
  // The creators: a fifth Bronze (never told: they cannot apply), half Prata, the rest Ouro with
  // Instagram; one to three niches of the deployment's, and a place among the proposals'.
  await db.execute(sql`
    with niches as (select array_agg(name order by position) as names from categories)
    insert into users (email, name, username, level, niches, state, city)
    select 'criadora' || i || '@bench.example', 'Criadora ' || i, 'bench_' || i,
      (case when i % 5 = 0 then 'bronze' when i % 2 = 0 then 'silver' else 'gold' end)::level,
      array[names[1 + i % cardinality(names)], names[1 + (i * 7) % cardinality(names)]],
      (array['SP','RJ','MG','BA','PE','CE','RS','PR'])[1 + i % 8],
      (array['São Paulo','Rio de Janeiro','Belo Horizonte','Salvador','Recife','Fortaleza','Porto Alegre','Curitiba'])[1 + i % 8]
    from generate_series(1, ${CREATORS}) as i, niches`);
  await db.execute(sql`
    insert into social_accounts (user_id, network, external_id, username, followers)
    select id, 'instagram', 'ig-' || id, 'ig_' || username, 10000 from users where level = 'gold'`);
  await db.execute(sql`analyze`);
  const [{ fresh }] = await db
    .execute(sql`select count(*)::int as fresh from proposals where published_at > ${now.toISOString()}::timestamptz - interval '24 hours'`)
    .then((result) => result.rows ?? result);
  console.log(
    `bench: ${CREATORS} creators and 10000 proposals (${fresh} published in the last 24 h) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  started = performance.now();
  const first = await runDigest(db, now);
  const firstMs = performance.now() - started;
  const [{ notifications, mails }] = await db
    .execute(sql`select (select count(*)::int from notifications) as notifications, (select count(*)::int from notification_mails) as mails`)
    .then((result) => result.rows ?? result);
  started = performance.now();
  const again = await runDigest(db, new Date(now.getTime() + 60_000));
  const againMs = performance.now() - started;
  const [{ notificationsAfter }] = await db
    .execute(sql`select count(*)::int as "notificationsAfter" from notifications`)
    .then((result) => result.rows ?? result);

  const met = firstMs <= TARGET_MS;
  console.log('');
  console.log('| what | figure | target |');
  console.log('|---|---|---|');
  console.log(
    `| daily digest, ${first.creators} creators read over ${first.proposals} new proposals | ${(firstMs / 1000).toFixed(1)} s | <= ${TARGET_MS / 1000} s: ${met ? 'met' : 'MISSED'} |`,
  );
  console.log(
    `| creators told (a notification and an e-mail to send each) | ${first.told} (${notifications} notifications, ${mails} mails) | one each |`,
  );
  console.log(`| the same day again (a retry) | ${(againMs / 1000).toFixed(1)} s, ${notificationsAfter - notifications} more | 0 more |`);
  const ok = notificationsAfter === notifications && again.told === first.told;
  if (!ok) console.error('bench: the second run told someone again');
  await finish(!ok || (process.env.BENCH_STRICT === '1' && !met) ? 1 : 0);
} catch (error) {
  console.error(`bench: ${error.stack ?? error}`);
  await finish(1);
}
