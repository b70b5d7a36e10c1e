#!/usr/bin/env node
// The daily refresh's jobs (src/modules/connect/refresh-job.ts, a job per connection on its
// network's queue, run by the job runner of lib/jobs as an API process runs them) over 10,000 connected creators:
// each with Instagram, 70 % also with TikTok, their tokens minted by the fake Meta and fake
// TikTok and read through the real clients. The fakes run in a child process of their own (the
// providers are remote: their CPU and memory are not the job's), on 127.0.0.1, answering each
// call after BENCH_LATENCY_MS (default 80). Three parts:
//   1. one process's job runner, every connection due: wall time, refreshes/s, outcomes, calls per endpoint and
//      per refresh (checked against what the rows must cost: no connection read twice), peak
//      concurrency, the database's share, peak memory, CPU and event-loop delay, and SQL counts
//      that every row was read and is due again about a day later;
//   2. the first BENCH_PASS2_CREATORS (default 3,000) creators due again, TWO job runners at once
//      on the same database (as two API processes; on PostgreSQL each with its own pool of
//      BENCH_POOL_SIZE, default 10 like the API): their calls must be those of one pass;
//   3. the jobs' DEFAULT pacing and concurrency on a small sample, one process then two, for the
//      starts per minute production gets and what they imply beside the providers' limits.
// Parts 1 and 2 raise the pace (BENCH_PER_MINUTE, default 20,000 per provider: the default
// 1000/min makes the Instagram rows alone take 10 minutes) and the concurrency
// (BENCH_CONCURRENCY, default 32: at the queues' 8 and 80 ms a call, a refresh holding its slot
// for 3 round trips, 10,000 Instagram refreshes cannot take under ~5 minutes). BENCH_CREATORS
// changes the count. A fresh database of its own: PostgreSQL when BENCH_DATABASE_URL is set (a
// new database on that server, dropped at the end), PGlite in a temporary folder otherwise.
// Exits 1 when a check fails. Run `pnpm build` first. Only 127.0.0.1 traffic; bounded in time
// (8 minutes); stops everything it started.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const CREATORS = Number(process.env.BENCH_CREATORS ?? 10_000);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 80);
const PER_MINUTE = Number(process.env.BENCH_PER_MINUTE ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
/** Creators whose connections part 2 makes due again (all of them takes as long as part 1 again). */
const PASS2_CREATORS = Number(process.env.BENCH_PASS2_CREATORS ?? 3000);
/** PostgreSQL connections per job's pool: the API's default (DATABASE_POOL_SIZE). */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
// The jobs' defaults (the pace per deployment, the concurrency per process; refresh-job.ts; docs/product/connect.md "Refresh"), for the labels
// only: part 3 runs the jobs without options, so it measures whatever the defaults are.
const DEFAULTS = { concurrency: 8, perMinute: { instagram: 1000, tiktok: 500 } };
/**
 * Connections made due in the default-pacing sample, per provider and job: 12 s at the default
 * pace, and whole batches of 100, so that two jobs share them evenly.
 */
const SAMPLE = { instagram: 200, tiktok: 100 };
const DEADLINE_MS = 8 * 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;

/**
 * The child: the fake Meta and fake TikTok on free ports of 127.0.0.1, steered over IPC (mint
 * tokens, read and reset the counters). Exits when the parent goes.
 */
async function serveFakes() {
  const [{ createFakeMeta }, { createFakeTikTok }, { startFake }, { META_APP, TIKTOK_APP, DEMO_SECRET }] = await Promise.all([
    import(dist('modules/connect/providers/fakes/fake-meta.js')),
    import(dist('modules/connect/providers/fakes/fake-tiktok.js')),
    import(dist('modules/connect/providers/fakes/serve.js')),
    import(dist('modules/connect/providers/fakes/test-setup.js')),
  ]);
  const meta = createFakeMeta({ ...META_APP, secret: DEMO_SECRET, prefix: '/v3/demo/meta' });
  const tiktok = createFakeTikTok({ ...TIKTOK_APP, secret: DEMO_SECRET, prefix: '/v3/demo/tiktok' });
  const servers = [await startFake(meta.app), await startFake(tiktok.app)];
  const setLatency = () => {
    meta.control.setLatency(LATENCY_MS);
    tiktok.control.setLatency(LATENCY_MS);
  };
  setLatency();
  const ops = {
    mint: (creators) =>
      creators.map(({ seed, tiktok: withTikTok }) => ({
        meta: meta.control.issueToken({ seed }),
        ...(withTikTok && { tiktok: tiktok.control.issueTokens({ seed }) }),
      })),
    traffic: () => ({
      meta: { calls: meta.control.calls(), total: meta.control.totalCalls(), peak: meta.control.peakConcurrency() },
      tiktok: { calls: tiktok.control.calls(), total: tiktok.control.totalCalls(), peak: tiktok.control.peakConcurrency() },
    }),
    // reset() also clears the latency.
    reset: () => {
      meta.control.reset();
      tiktok.control.reset();
      setLatency();
    },
  };
  process.on('message', ({ id, op, args }) => {
    try {
      process.send({ id, result: ops[op](args) });
    } catch (error) {
      process.send({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  const stop = () => Promise.all(servers.map((server) => server.close())).finally(() => process.exit(0));
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.send({ ready: { meta: meta.urls(servers[0].url), tiktok: tiktok.urls(servers[1].url) } });
}

/** Forks the fakes; `call(op, args)` steers them, `stop` ends them (SIGTERM, then SIGKILL after 5 s). */
async function startFakes() {
  const child = fork(fileURLToPath(import.meta.url), ['--fakes'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const pending = new Map();
  let nextId = 0;
  const ready = new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.ready) return resolve(message.ready);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(`fakes: ${message.error}`));
      else waiting?.resolve(message.result);
    });
    child.once('exit', (code, signal) => {
      const error = new Error(`the fakes' process exited (${code ?? signal})`);
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    child.once('error', reject);
  });
  const call = (op, args) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ id, op, args });
    });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  /** The child's peak resident memory so far (VmHWM), in bytes. */
  const peakRss = () => {
    try {
      return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      return 0;
    }
  };
  return { urls: await ready, call, stop, peakRss };
}

const int = (n) => Math.round(n).toLocaleString('en');
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rowsOf = (result) => result.rows ?? result;

/** A logger that prints nothing and counts, keeping the first few warnings and errors to show. */
function countingLogger() {
  const counts = { debug: 0, info: 0, warn: 0, error: 0 };
  const kept = [];
  const log = (level) => (message, fields) => {
    counts[level] += 1;
    if ((level === 'warn' || level === 'error') && kept.length < 5) {
      kept.push(`${level} ${message} ${JSON.stringify(fields ?? {}, (_k, v) => (v instanceof Error ? `${v.name}: ${v.message}` : v))}`);
    }
  };
  return { logger: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }, counts, kept };
}

/**
 * The providers as the job sees them, wrapped to count operations in flight (a refresh runs its
 * provider operations one after another, so their peak must stay under the concurrency), when
 * each refresh started (its first read: fetchStats, fetchUser) and how long the provider took
 * per refresh (fetchStats to the end of fetchAudience; fetchUser to the end of fetchRecentVideos).
 */
function instrument(connect) {
  const make = () => ({ inFlight: 0, peak: 0, busyArea: 0, lastChange: 0, firstStart: 0, lastEnd: 0, starts: [], providerMs: 0, reads: 0 });
  const stats = { instagram: make(), tiktok: make() };
  const wrap = (network, provider, startMethod, endMethod) => {
    const began = new Map();
    const wrapped = { ...provider };
    const change = (s, now, delta) => {
      s.busyArea += s.inFlight * (now - s.lastChange);
      s.lastChange = now;
      s.inFlight += delta;
    };
    for (const name of ['fetchStats', 'fetchAudience', 'refresh', 'fetchUser', 'fetchRecentVideos']) {
      if (typeof provider[name] !== 'function') continue;
      wrapped[name] = async (...args) => {
        const s = stats[network];
        const started = performance.now();
        if (!s.firstStart) s.firstStart = started;
        change(s, started, +1);
        s.peak = Math.max(s.peak, s.inFlight);
        const key = args.join('|');
        if (name === startMethod) {
          s.starts.push(started);
          began.set(key, started);
        }
        try {
          return await provider[name](...args);
        } finally {
          const ended = performance.now();
          change(s, ended, -1);
          s.lastEnd = ended;
          if (name === endMethod && began.has(key)) {
            s.providerMs += ended - began.get(key);
            s.reads += 1;
            began.delete(key);
          }
        }
      };
    }
    return wrapped;
  };
  return {
    stats: () => stats,
    reset: () => Object.assign(stats, { instagram: make(), tiktok: make() }),
    connect: {
      ...connect,
      instagram: { ...connect.instagram, provider: wrap('instagram', connect.instagram.provider, 'fetchStats', 'fetchAudience') },
      tiktok: { ...connect.tiktok, provider: wrap('tiktok', connect.tiktok.provider, 'fetchUser', 'fetchRecentVideos') },
    },
  };
}

/**
 * The database as the job sees it, timing its single updates (the renewed TikTok tokens) and the
 * writes of readings (recordStats' transaction), each from its call to its answer: waiting for
 * a pooled connection included.
 */
function instrumentDb(db) {
  const make = () => ({ claims: 0, claimMs: 0, claimMax: 0, writes: 0, writeMs: 0, writeMax: 0 });
  let stats = make();
  const timed = (promise, kind) => {
    const started = performance.now();
    return promise.finally(() => {
      const ms = performance.now() - started;
      stats[`${kind}s`] += 1;
      stats[`${kind}Ms`] += ms;
      stats[`${kind}Max`] = Math.max(stats[`${kind}Max`], ms);
    });
  };
  // db.update(table).set(...) makes a new builder; where() and returning() return it: each is
  // wrapped in turn, and awaiting the last one is timed.
  const proxied = (target) =>
    new Proxy(target, {
      get(builder, property) {
        const value = Reflect.get(builder, property, builder);
        if (typeof value !== 'function') return value;
        if (property === 'then') return (resolve, reject) => timed(Promise.resolve(value.call(builder, (x) => x)), 'claim').then(resolve, reject);
        return (...args) => {
          const result = value.apply(builder, args);
          return result && typeof result === 'object' && typeof result.then === 'function' ? proxied(result) : result;
        };
      },
    });
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === 'transaction') return (...args) => timed(value.apply(target, args), 'write');
      if (property === 'update') return (...args) => proxied(value.apply(target, args));
      return value;
    },
  });
  return { db: wrapped, stats: () => stats, reset: () => (stats = make()) };
}

const describeDelay = (d) => `event loop delay p50 ${d.p50.toFixed(0)} ms, p99 ${d.p99.toFixed(0)} ms, max ${d.max.toFixed(0)} ms`;

const describeDb = (d) =>
  `single updates (renewed TikTok tokens) ${int(d.claims)}, ${(d.claimMs / Math.max(1, d.claims)).toFixed(1)} ms mean, ${d.claimMax.toFixed(0)} ms max; ` +
  `writes of a reading ${int(d.writes)}, ${(d.writeMs / Math.max(1, d.writes)).toFixed(1)} ms mean, ${d.writeMax.toFixed(0)} ms max (pool wait included)`;

/** Starts per minute over a list of start times. */
const startsPerMinute = (starts) => (starts.length > 1 ? ((starts.length - 1) / (starts[starts.length - 1] - starts[0])) * 60_000 : 0);

/**
 * Peak RSS and heap used of this process while `run` runs (sampled every 100 ms), its CPU time,
 * and its event loop's delay (what requests to an API process running the job would wait).
 */
async function sampled(run) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  };
  sample();
  const timer = setInterval(sample, 100);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const result = await run();
    sample();
    const cpu = process.cpuUsage(cpuBefore);
    const delay = { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
    return { result, ms: performance.now() - started, peak, cpuMs: (cpu.user + cpu.system) / 1000, delay };
  } finally {
    clearInterval(timer);
    loop.disable();
  }
}

async function bench() {
  const { benchRun, freshBenchDatabase, requireBuild } = await import('./bench-lifecycle.mjs');
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const { finish, cleanups } = benchRun(DEADLINE_MS);

  try {
    requireBuild('modules/connect/refresh-job.js');
    const [
      { openDatabase },
      schema,
      { batchesFor, chunksOf },
      { defineRefreshJobs },
      { REFRESH_JOBS, refreshJobOf },
      { createJobRunner },
      { queueJobs },
      { createTokenCipher },
      { createMetaGraphClient },
      { createTikTokClient },
      { META_APP, TIKTOK_APP },
      { MemoryRateLimiter },
      { sql, inArray, and, eq },
    ] = await Promise.all([
      import(dist('db/database.js')),
      import(dist('db/schema.js')),
      import(dist('db/batches.js')),
      import(dist('modules/connect/refresh-job.js')),
      import(dist('modules/connect/refresh-queue.js')),
      import(dist('lib/jobs/job-runner.js')),
      import(dist('lib/jobs/in-transaction.js')),
      import(dist('modules/connect/token-cipher.js')),
      import(dist('modules/connect/providers/meta-graph.js')),
      import(dist('modules/connect/providers/tiktok-api.js')),
      import(dist('modules/connect/providers/fakes/test-setup.js')),
      import(dist('rate-limit/memory-rate-limiter.js')),
      import('drizzle-orm'),
    ]);
    const clock = { now: () => new Date() };
    const setupStarted = performance.now();
    const lap = (() => {
      let last = performance.now();
      return () => {
        const now = performance.now();
        const ms = now - last;
        last = now;
        return seconds(ms);
      };
    })();

    // The fakes, and the real clients pointed at them (with the production timeout).
    const fakes = await startFakes();
    cleanups.push(() => fakes.stop());
    const cipher = createTokenCipher('segredo-de-criptografia-do-benchmark-de-atualizacao');
    const live = {
      cipher,
      instagram: { provider: createMetaGraphClient({ ...META_APP, ...fakes.urls.meta, clock, timeoutMs: 10_000 }), mode: 'live' },
      tiktok: { provider: createTikTokClient({ ...TIKTOK_APP, ...fakes.urls.tiktok, clock, timeoutMs: 10_000 }), mode: 'live' },
    };
    const probe = instrument(live);
    const fakesStarted = lap();

    // The database, migrated. On PostgreSQL, the second job of part 2 gets a handle of its own.
    const { url: dbUrl, dataDir } = await freshBenchDatabase('bench_refresh', cleanups);
    const handle = await openDatabase(dbUrl ? { url: dbUrl, poolSize: POOL_SIZE } : { dataDir });
    cleanups.push(() => handle.close());
    await handle.migrate();
    const { db } = handle;
    const migrated = lap();

    // The creators. Every fifth Instagram account is a small one (< 100 followers: Graph has no
    // demographics, so 3 calls instead of 6); 70 % also have TikTok, a quarter of whose access
    // tokens have under 10 minutes left (renewed first: 3 calls instead of 2).
    const creators = Array.from({ length: CREATORS }, (_, i) => ({
      i,
      userId: randomUUID(),
      seed: `r${i}`,
      small: i % 5 === 4,
      tiktok: i % 10 < 7,
      renew: i % 40 < 7,
    }));
    const minted = await fakes.call(
      'mint',
      creators.map(({ seed, tiktok }) => ({ seed, tiktok })),
    );
    const tokensMinted = lap();
    const now = clock.now();
    const userRows = [];
    const accountRows = [];
    for (const creator of creators) {
      const { i, userId, seed } = creator;
      userRows.push({ id: userId, email: `bench.refresh.${i}@example.com`, name: `Criadora ${i}`, username: `bench-refresh-${i}` });
      accountRows.push({
        userId,
        network: 'instagram',
        externalId: creator.small ? `demo-ig-${seed}-b` : `demo-ig-${seed}`,
        username: `ig.${seed}`,
        accessTokenEnc: cipher.seal(minted[i].meta),
        tokenExpiresAt: new Date(now.getTime() + 60 * DAY),
        connectedAt: now,
        nextRefreshAt: now,
      });
      if (!creator.tiktok) continue;
      const tokens = minted[i].tiktok;
      accountRows.push({
        userId,
        network: 'tiktok',
        externalId: tokens.openId,
        username: `tt.${seed}`,
        accessTokenEnc: cipher.seal(tokens.accessToken),
        refreshTokenEnc: cipher.seal(tokens.refreshToken),
        tokenExpiresAt: new Date(now.getTime() + (creator.renew ? 5 * 60_000 : DAY)),
        refreshExpiresAt: new Date(now.getTime() + 365 * DAY),
        connectedAt: now,
        nextRefreshAt: now,
      });
    }
    for (const batch of batchesFor(schema.users, userRows)) await db.insert(schema.users).values(batch);
    for (const batch of batchesFor(schema.socialAccounts, accountRows)) await db.insert(schema.socialAccounts).values(batch);
    // The refresh's queues, made as a process's job runner makes them, and each connection's job (as
    // connecting queues it), due now.
    const installer = createJobRunner({ executor: handle.jobExecutor(), logger: countingLogger().logger });
    defineRefreshJobs(installer, { db, connect: live, clock, logger: countingLogger().logger, rateLimiter: new MemoryRateLimiter() });
    await installer.start();
    await installer.stop();
    for (const network of ['instagram', 'tiktok']) {
      const rows = accountRows.filter((row) => row.network === network);
      for (const chunk of chunksOf(rows, 1000)) {
        await db.transaction((tx) =>
          queueJobs(
            tx,
            REFRESH_JOBS[network],
            chunk.map((row) => refreshJobOf(row, now)),
          ),
        );
      }
    }
    await db.execute(sql`analyze`);
    const inserted = lap();

    /** What refreshing these creators' connections once must cost: connections, and calls per endpoint. */
    const planFor = (list) => {
      const plan = {
        creators: list,
        connections: { instagram: list.length, tiktok: list.filter((c) => c.tiktok).length },
        meta: { account: list.length, media: list.length, insights: list.reduce((n, c) => n + (c.small ? 1 : 4), 0) },
        tiktok: { token: list.filter((c) => c.tiktok && c.renew).length, user: 0, videos: 0 },
      };
      plan.tiktok.user = plan.tiktok.videos = plan.connections.tiktok;
      plan.total = plan.connections.instagram + plan.connections.tiktok;
      plan.calls = {
        meta: plan.meta.account + plan.meta.media + plan.meta.insights,
        tiktok: plan.tiktok.token + plan.tiktok.user + plan.tiktok.videos,
      };
      return plan;
    };
    const all = planFor(creators);
    const pass2 = planFor(creators.slice(0, Math.min(CREATORS, PASS2_CREATORS)));

    const database = adminUrl ? 'PostgreSQL' : 'PGlite';
    console.log(
      `bench: ${int(CREATORS)} creators: ${int(all.connections.instagram)} Instagram + ${int(all.connections.tiktok)} TikTok connections ` +
        `(${int(all.tiktok.token)} with a TikTok token to renew), all due, in a fresh ${database} database; ` +
        `setup ${seconds(performance.now() - setupStarted)} (fakes ${fakesStarted}, migrate ${migrated}, mint tokens ${tokensMinted}, insert ${inserted})`,
    );
    console.log(
      `bench: fake Meta and fake TikTok in a child process on 127.0.0.1, ${LATENCY_MS} ms per call; real clients; Node ${process.version}; ${availableParallelism()} cores`,
    );
    const idle = await sampled(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    console.log(`bench: idle for 2 s before the run (the machine's own noise): ${describeDelay(idle.delay)}`);

    const measuredOptions = { perMinute: { instagram: PER_MINUTE, tiktok: PER_MINUTE }, jobOptions: { concurrency: CONCURRENCY, batchSize: 200 } };
    const failures = [];
    const check = (ok, what) => {
      if (!ok) failures.push(what);
      return ok ? 'ok' : 'FAILED';
    };
    const resetCounters = async () => {
      await fakes.call('reset');
      probe.reset();
    };

    /**
     * Makes these connections due at `due`, and their waiting jobs (queued by their last reading for
     * a day later) start then: the day gone by.
     */
    async function makeConnectionsDue(ids, due, network) {
      const ours = network
        ? and(eq(schema.socialAccounts.network, network), inArray(schema.socialAccounts.userId, ids))
        : inArray(schema.socialAccounts.userId, ids);
      await db.update(schema.socialAccounts).set({ nextRefreshAt: due }).where(ours);
      await db.execute(sql`
        update pgboss.job set start_after = ${due.toISOString()}::timestamptz
        where state = 'created' and name in (${sql.join(
          (network ? [network] : ['instagram', 'tiktok']).map((n) => sql`${REFRESH_JOBS[n]}`),
          sql`, `,
        )}) and data->>'userId' in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }

    /**
     * The refresh's jobs due now, worked on by one job runner per entry of `processes` (as that many
     * API processes) until none is due or running. Answers how many jobs each one ran.
     */
    async function runJobs(processes) {
      const ran = processes.map(() => 0);
      // The processes of one deployment share its rate limiter (Redis there), so they share the pace.
      const rateLimiter = new MemoryRateLimiter();
      const runners = processes.map(({ handle: own, db: probed, logger, options }, index) => {
        const runner = createJobRunner({ executor: own.jobExecutor(), logger, pollingIntervalSeconds: 0.5 });
        const counting = {
          ...runner,
          define: (name, handler, jobOptions) =>
            runner.define(
              name,
              async (data, job) => {
                ran[index] += 1;
                await handler(data, job);
              },
              jobOptions,
            ),
        };
        defineRefreshJobs(counting, { db: probed, connect: probe.connect, clock, logger, rateLimiter, ...options });
        return runner;
      });
      await Promise.all(runners.map((runner) => runner.start()));
      const queues = sql.join(
        Object.values(REFRESH_JOBS).map((name) => sql`${name}`),
        sql`, `,
      );
      for (;;) {
        const [left] = rowsOf(
          await db.execute(
            // Due, or waiting for the pace's next start (a minute at most); not the next day's job.
            sql`select count(*)::int as n from pgboss.job where name in (${queues}) and (state = 'active' or (state < 'active' and start_after <= now() + interval '2 minutes'))`,
          ),
        );
        if (left.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await Promise.all(runners.map((runner) => runner.stop()));
      return ran;
    }

    /** Makes the plan's connections due now (and its renewing TikTok tokens short again). */
    async function makeDue(plan, due) {
      for (const list of chunksOf(plan.creators, 1000)) {
        const ids = list.map((c) => c.userId);
        await makeConnectionsDue(ids, due);
        const renewing = list.filter((c) => c.tiktok && c.renew).map((c) => c.userId);
        if (renewing.length === 0) continue;
        await db
          .update(schema.socialAccounts)
          .set({ tokenExpiresAt: new Date(due.getTime() + 5 * 60_000) })
          .where(and(eq(schema.socialAccounts.network, 'tiktok'), inArray(schema.socialAccounts.userId, renewing)));
      }
    }

    /**
     * SQL over every row: how many were read in [from, to] (the plan's), and that all are due
     * again 24 h ± 1 h after their last read, active, without failures, TikTok's tokens current.
     */
    async function verifyRows(fromDate, toDate, plan) {
      // As text: postgres.js cannot type a Date bound in raw SQL.
      const from = sql`${fromDate.toISOString()}::timestamptz`;
      const to = sql`${toDate.toISOString()}::timestamptz`;
      const result = await db.execute(sql`
        select network::text as network,
          count(*)::int as total,
          count(*) filter (where stats_updated_at between ${from} and ${to})::int as read,
          count(*) filter (where next_refresh_at - stats_updated_at between interval '23 hours' and interval '25 hours')::int as due_a_day_later,
          count(*) filter (where status = 'active' and refresh_failures = 0)::int as healthy,
          count(*) filter (where token_expires_at > ${new Date(toDate.getTime() + HOUR).toISOString()}::timestamptz)::int as token_current,
          round(min(extract(epoch from next_refresh_at - stats_updated_at)) / 3600, 2)::float as min_hours,
          round(max(extract(epoch from next_refresh_at - stats_updated_at)) / 3600, 2)::float as max_hours
        from social_accounts group by network order by network`);
      const [snapshots] = rowsOf(
        await db.execute(sql`select count(*)::int as n from social_stats_snapshots where taken_at between ${from} and ${to}`),
      );
      const [audiences] = rowsOf(await db.execute(sql`select count(*)::int as n from audience_profiles where updated_at between ${from} and ${to}`));
      for (const row of rowsOf(result)) {
        const n = row.total;
        const tokenNote = row.network === 'tiktok' ? `; access token good > 1 h ${int(row.token_current)}` : '';
        const ok =
          row.read === plan.connections[row.network] &&
          row.due_a_day_later === n &&
          row.healthy === n &&
          (row.network !== 'tiktok' || row.token_current === n);
        console.log(
          `  SQL ${row.network.padEnd(9)} ${int(n)} rows: stats_updated_at in this pass ${int(row.read)} (expected ${int(plan.connections[row.network])}); ` +
            `next_refresh_at 23-25 h after it ${int(row.due_a_day_later)} (${row.min_hours} to ${row.max_hours} h); active, 0 failures ${int(row.healthy)}${tokenNote}: ` +
            check(ok, `rows ${row.network}`),
        );
      }
      console.log(
        `  SQL snapshots written ${int(snapshots.n)} of ${int(plan.total)}, audiences written ${int(audiences.n)} of ${int(plan.connections.instagram)}: ` +
          check(snapshots.n === plan.total && audiences.n === plan.connections.instagram, 'snapshots/audiences'),
      );
    }

    /** The fakes' calls per endpoint against what the plan must cost: a connection read twice shows. */
    async function printCalls(plan) {
      const traffic = await fakes.call('traffic');
      const show = (calls, keys) => keys.map((key) => `${key} ${int(calls[key])}`).join(', ');
      for (const [label, t, keys, expected, network] of [
        ['Meta  ', traffic.meta, ['account', 'media', 'insights'], plan.meta, 'instagram'],
        ['TikTok', traffic.tiktok, ['token', 'user', 'videos'], plan.tiktok, 'tiktok'],
      ]) {
        const others = t.total - keys.reduce((sum, key) => sum + t.calls[key], 0);
        const ok = others === 0 && keys.every((key) => t.calls[key] === expected[key]);
        console.log(
          `  calls ${label} ${int(t.total)} (${show(t.calls, keys)}, other ${int(others)}) = ${(t.total / plan.connections[network]).toFixed(2)} per refresh; ` +
            `expected (each connection read once) ${show(expected, keys)}: ${check(ok, `${label.trim()} calls`)}`,
        );
      }
      return traffic;
    }

    function printProviders(plan, traffic, jobs, concurrency) {
      const cap = concurrency * jobs;
      for (const [network, peakRequests, perRefresh] of [
        ['instagram', traffic.meta.peak, 3],
        ['tiktok', traffic.tiktok.peak, 1],
      ]) {
        const s = probe.stats()[network];
        const span = s.lastEnd - s.firstStart;
        const ok = s.peak <= cap && peakRequests <= perRefresh * cap;
        console.log(
          `  ${network.padEnd(9)} ${int(plan.connections[network])} refreshes in ${seconds(span)} = ${(plan.connections[network] / (span / 1000)).toFixed(1)}/s ` +
            `(${int(startsPerMinute(s.starts))} starts/min); provider time per refresh ${(s.providerMs / Math.max(1, s.reads)).toFixed(0)} ms; ` +
            `in flight: peak ${s.peak}, mean ${(s.busyArea / span).toFixed(1)} of ${cap}; peak HTTP requests at the fake ${peakRequests} ` +
            `(<= ${perRefresh * cap}${perRefresh > 1 ? `: Graph gets up to ${perRefresh} calls at once per refresh` : ''}): ${check(ok, `${network} concurrency`)}`,
        );
      }
    }

    const outcome = (ran, plan, what) => {
      const jobs = ran.reduce((a, b) => a + b, 0);
      return `jobs run ${ran.map(int).join(' + ')} (expected ${int(plan.total)}, one per connection): ` + check(jobs === plan.total, what);
    };

    // Part 1: one job, every connection due.
    let traffic1;
    {
      await resetCounters();
      const { logger, counts, kept } = countingLogger();
      const dbProbe = instrumentDb(db);
      const from = clock.now();
      const { result: ran, ms, peak, cpuMs, delay } = await sampled(() => runJobs([{ handle, db: dbProbe.db, logger, options: measuredOptions }]));
      const to = clock.now();
      console.log(
        `\n1. one process's job runner, ${int(all.total)} connections due; pace and concurrency raised to ${int(PER_MINUTE)}/min and ${CONCURRENCY} per provider ` +
          `(defaults ${DEFAULTS.perMinute.instagram} Instagram, ${DEFAULTS.perMinute.tiktok} TikTok, ${DEFAULTS.concurrency}: see part 3)`,
      );
      console.log(`  ${seconds(ms)} = ${(all.total / (ms / 1000)).toFixed(1)} refreshes/s; ${outcome(ran, all, 'part 1 jobs')}`);
      traffic1 = await printCalls(all);
      printProviders(all, traffic1, 1, CONCURRENCY);
      console.log(`  database: ${describeDb(dbProbe.stats())}`);
      console.log(
        `  memory: this process (job, clients, ${adminUrl ? 'pool' : 'PGlite'}) peak RSS ${mb(peak.rss)}, heap used ${mb(peak.heapUsed)}; the fakes' process peak RSS ${mb(fakes.peakRss())}`,
      );
      console.log(
        `  CPU of this process ${seconds(cpuMs)} = ${((cpuMs / ms) * 100).toFixed(0)} % of a core, ${(cpuMs / all.total).toFixed(2)} ms per refresh; ${describeDelay(delay)}`,
      );
      console.log(`  log: ${counts.warn} warnings, ${counts.error} errors${kept.length ? `; first: ${kept[0]}` : ''}`);
      await verifyRows(from, to, all);
    }

    // Part 2: the first PASS2_CREATORS creators due again, two jobs at once.
    {
      await makeDue(pass2, clock.now());
      let second = handle;
      if (adminUrl) {
        second = await openDatabase({ url: dbUrl, poolSize: POOL_SIZE });
        cleanups.push(() => second.close());
      }
      await resetCounters();
      const logs = [countingLogger(), countingLogger()];
      const dbProbes = [handle, second].map((h) => instrumentDb(h.db));
      const from = clock.now();
      const {
        result: ran,
        ms,
        peak,
        cpuMs,
        delay,
      } = await sampled(() =>
        runJobs([handle, second].map((own, i) => ({ handle: own, db: dbProbes[i].db, logger: logs[i].logger, options: measuredOptions }))),
      );
      const to = clock.now();
      console.log(
        `\n2. ${int(pass2.creators.length)} creators' ${int(pass2.total)} connections due again; TWO job runners at once on the same database, ` +
          (adminUrl ? `each with its own pool of ${POOL_SIZE} connections (as two API processes)` : 'sharing the one PGlite connection'),
      );
      console.log(`  ${seconds(ms)} = ${(pass2.total / (ms / 1000)).toFixed(1)} refreshes/s; ` + outcome(ran, pass2, 'part 2 jobs'));
      await printCalls(pass2);
      console.log(`  (the calls of both processes together are those of one pass over these rows: no connection was read by both)`);
      const traffic2 = await fakes.call('traffic');
      printProviders(pass2, traffic2, 2, CONCURRENCY);
      dbProbes.forEach((p, i) => console.log(`  database, process ${i + 1}: ${describeDb(p.stats())}`));
      console.log(
        `  memory: this process peak RSS ${mb(peak.rss)}, heap used ${mb(peak.heapUsed)}; CPU ${seconds(cpuMs)} = ${((cpuMs / ms) * 100).toFixed(0)} % of a core, ` +
          `${(cpuMs / pass2.total).toFixed(2)} ms per refresh; ${describeDelay(delay)}`,
      );
      const warned = logs.flatMap((l) => l.kept);
      console.log(
        `  log: ${logs.reduce((n, l) => n + l.counts.warn + l.counts.error, 0)} warnings and errors${warned.length ? `; first: ${warned[0]}` : ''}`,
      );
      await verifyRows(from, to, pass2);
    }

    // Part 3: the job's defaults, on a sample: one job, then two (as two API processes).
    const rates = {};
    console.log(
      `\n3. the jobs' DEFAULT pacing and concurrency (${DEFAULTS.perMinute.instagram} Instagram and ${DEFAULTS.perMinute.tiktok} TikTok starts/min, ${DEFAULTS.concurrency} at once, per process), on a sample`,
    );
    for (const jobCount of [1, 2]) {
      const due = clock.now();
      for (const network of ['instagram', 'tiktok']) {
        const ids = creators
          .filter((c) => network === 'instagram' || c.tiktok)
          .slice(0, SAMPLE[network] * jobCount)
          .map((c) => c.userId);
        for (const chunk of chunksOf(ids, 1000)) await makeConnectionsDue(chunk, due, network);
      }
      await resetCounters();
      const handles = jobCount === 2 && adminUrl ? [handle, await openDatabase({ url: dbUrl, poolSize: POOL_SIZE })] : Array(jobCount).fill(handle);
      if (handles[1] && handles[1] !== handle) cleanups.push(() => handles[1].close());
      // Both processes at once, sharing the deployment's pace.
      const {
        result: ran,
        ms,
        delay,
      } = await sampled(() => runJobs(handles.map((own) => ({ handle: own, db: own.db, logger: countingLogger().logger, options: {} }))));
      const jobs = ran.reduce((a, b) => a + b, 0);
      const stats = probe.stats();
      const traffic = await fakes.call('traffic');
      const perRefreshMs = (network) => stats[network].providerMs / Math.max(1, stats[network].reads);
      rates[jobCount] = {
        instagram: startsPerMinute(stats.instagram.starts),
        tiktok: startsPerMinute(stats.tiktok.starts),
        providerMs: { instagram: perRefreshMs('instagram'), tiktok: perRefreshMs('tiktok') },
      };
      const ok =
        jobs === (SAMPLE.instagram + SAMPLE.tiktok) * jobCount &&
        stats.instagram.peak <= DEFAULTS.concurrency * jobCount &&
        stats.tiktok.peak <= DEFAULTS.concurrency * jobCount;
      console.log(
        `  ${jobCount} process${jobCount > 1 ? 'es' : '  '}: ${int(SAMPLE.instagram * jobCount)} Instagram + ${int(SAMPLE.tiktok * jobCount)} TikTok due, done in ${seconds(ms)}, ` +
          `${int(jobs)} jobs run (${ran.map(int).join(' + ')}); starts/min Instagram ${int(rates[jobCount].instagram)}, TikTok ${int(rates[jobCount].tiktok)}; ` +
          `in flight at most Instagram ${stats.instagram.peak}, TikTok ${stats.tiktok.peak}; provider time per refresh Instagram ${perRefreshMs('instagram').toFixed(0)} ms, ` +
          `TikTok ${perRefreshMs('tiktok').toFixed(0)} ms; calls Meta ${int(traffic.meta.total)}, TikTok ${int(traffic.tiktok.total)}; ${describeDelay(delay)}: ` +
          check(ok, `part 3, ${jobCount} process(es)`),
      );
    }

    // What the default pace means, beside the providers' documented limits.
    const perRefresh = { meta: traffic1.meta.total / all.connections.instagram, tiktok: traffic1.tiktok.total / all.connections.tiktok };
    const renewShare = all.tiktok.token / all.connections.tiktok;
    const { instagram: ig, tiktok: tt } = rates[1];
    const ceiling = (network) => (DEFAULTS.concurrency / rates[1].providerMs[network]) * 60_000;
    console.log(`\nwhat the default pace implies per API process (starts/min measured in part 3; calls per refresh from part 1)`);
    console.log(
      `  Instagram: ${int(ig)} refreshes/min = ${int(ig * 60)}/h x ${perRefresh.meta.toFixed(2)} calls = ${int(ig * 60 * perRefresh.meta)} Graph calls/h for the app. ` +
        `Meta allows 200 calls/h per Instagram account (BUC); each account is read once a day: ${perRefresh.meta.toFixed(1)} calls a day (at most 6), far under. ` +
        `${int(all.connections.instagram)} accounts take ${(all.connections.instagram / ig).toFixed(1)} min; one process can read ${int(ig * 60 * 24)} accounts a day.`,
    );
    console.log(
      `  TikTok: ${int(tt)} refreshes/min = ${int(tt * 60)}/h x ${perRefresh.tiktok.toFixed(2)} calls = ${int(tt * 60 * perRefresh.tiktok)} calls/h; per endpoint ` +
        `${int(tt)}/min on /v2/user/info/ and /v2/video/list/, ${int(tt * renewShare)}/min on /v2/oauth/token/ (${(renewShare * 100).toFixed(0)} % renew here), ` +
        `against TikTok's 600/min per endpoint: ${tt <= 600 ? 'under' : 'OVER'}. ${int(all.connections.tiktok)} accounts take ${(all.connections.tiktok / tt).toFixed(1)} min.`,
    );
    console.log(
      `  Two processes (part 3, measured): Instagram ${int(rates[2].instagram)}/min, TikTok ${int(rates[2].tiktok)}/min on /v2/user/info/ and /v2/video/list/: ` +
        `${rates[2].tiktok <= 600 ? 'under' : 'OVER'} TikTok's 600/min per endpoint. The pace is the deployment's (the shared rate limiter): more processes do not reach the providers faster (a rate-limit answer pauses the provider in the process that got it).`,
    );
    console.log(
      `  Concurrency ${DEFAULTS.concurrency} at ${LATENCY_MS} ms a call caps a process at about ${int(ceiling('instagram'))} Instagram and ${int(ceiling('tiktok'))} TikTok ` +
        `refreshes/min (${DEFAULTS.concurrency} / provider time per refresh, part 3): ` +
        `${ceiling('instagram') < DEFAULTS.perMinute.instagram ? 'under' : 'over'} the Instagram pace, ${ceiling('tiktok') < DEFAULTS.perMinute.tiktok ? 'under' : 'over'} the TikTok pace; ` +
        `the cap falls as the providers' latency rises.`,
    );

    if (failures.length) console.error(`\nbench: FAILED: ${failures.join('; ')}`);
    else console.log(`\nbench: every check passed (total ${seconds(performance.now() - setupStarted)})`);
    await finish(failures.length ? 1 : 0);
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await finish(1);
  }
}

// Last, once every constant above is initialised: the child serves the fakes, the parent benches.
if (process.argv[2] === '--fakes') await serveFakes();
else await bench();
