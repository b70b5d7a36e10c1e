#!/usr/bin/env node
// The back office's lists at real volume (issue #39: "search, filters and pagination that hold at
// 100,000 proposals, 100,000 creators"): p50 and p99 of every list the back office calls, as a
// signed-in admin, through the whole built app in process (routing, the operator's session and
// role, validation, SQL, serialisation), one request at a time. Target: p99 <= 100 ms each.
// Run `pnpm build` first. A fresh database on the server of BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres, used as admin to create it and drop it at the end)
// holding BENCH_PROPOSALS proposals (default 100,000, imported as an operator publishes them),
// BENCH_CREATORS creators (default 100,000, bulk-inserted: names, e-mails and usernames as people
// have them, one in eight an affiliate with a CPF, a few deleted or blocked), commissions of
// twelve brands and an audit log of five operators. BENCH_REQUESTS (default 100) per row;
// BENCH_EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of each statement of the rows whose p99 is
// over 20 ms (BENCH_EXPLAIN=all: of every row); BENCH_STRICT=1 fails the run on a missed target.
// Bounded in time; drops its database.
import postgres from 'postgres';
import { benchRun, dist, freshPostgresDatabase, requireBuild, sequentialLatency } from './bench-lifecycle.mjs';
import { benchNiches, random } from './proposal-records.mjs';

// The proposals' data module reads its count once, when loaded: this benchmark's default is 100,000.
process.env.BENCH_PROPOSALS ??= '100000';
const { fillProposals, PROPOSALS } = await import('./bench-proposal-data.mjs');
const CREATORS = Number(process.env.BENCH_CREATORS ?? 100_000);
const COMMISSIONS = 60_000;
const AUDIT_ROWS = 30_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = 10;
const TARGET_P99_MS = 100;
const EXPLAIN_OVER_MS = 20;
const DEADLINE_MS = 20 * 60_000;
const DAY = 24 * 60 * 60 * 1000;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const explain = process.env.BENCH_EXPLAIN;
const { finish, cleanups } = benchRun(DEADLINE_MS);

const firstNames = `Ana Maria Júlia Beatriz Larissa Camila Fernanda Letícia Gabriela Mariana Patrícia Vitória Luana Bruna Carolina
  Isabela Lívia Sofia Helena Alice Lucas Pedro João Gabriel Rafael Thiago Matheus Gustavo Felipe André Caio
  Diego Érica Ícaro Otávio Zuleica Renata Tainá Iara Yasmin`.split(/\s+/);
const lastNames = `Silva Santos Oliveira Souza Lima Pereira Ferreira Costa Rodrigues Almeida Nascimento Carvalho Araújo Ribeiro
  Gomes Martins Rocha Barbosa Conceição Cavalcanti Magalhães Guimarães Brandão Sampaio Teixeira Monteiro Moreira
  Castro Freitas Dias`.split(/\s+/);
const mailDomains = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'icloud.com'];
const plain = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A valid CPF (its two check digits computed) from a 9-digit base. */
function cpf(base) {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** The i-th creator: the same people on every run (a seeded generator), newest last. */
function creatorRows(count, now) {
  const next = random(39);
  const pick = (list) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const handle = `${plain(first)}${next() < 0.5 ? '_' : ''}${plain(last)}${i}`;
    const createdAt = new Date(now - (count - i) * ((3 * 365 * DAY) / count) - Math.floor(next() * 60_000));
    return {
      email: `${plain(first)}.${plain(last)}${i}@${pick(mailDomains)}`,
      name: next() < 0.3 ? `${first} ${pick(lastNames)} ${last}` : `${first} ${last}`,
      username: handle,
      level: next() < 0.6 ? 'bronze' : next() < 0.7 ? 'silver' : 'gold',
      created_at: createdAt,
      email_verified_at: next() < 0.8 ? createdAt : null,
      deleted_at: next() < 0.01 ? new Date(now - next() * 30 * DAY) : null,
      blocked_at: next() < 0.005 ? new Date(now - next() * 30 * DAY) : null,
    };
  });
}

/**
 * Creators, affiliates, commissions and the audit log, straight into the tables (postgres.js's
 * bulk insert and generate_series): what they cost to write is not what is measured here.
 */
async function fillTheRest(client, now) {
  const rows = creatorRows(CREATORS, now);
  for (let start = 0; start < rows.length; start += 5_000) await client`insert into users ${client(rows.slice(start, start + 5_000))}`;
  const users = await client`select id, name, email, username, created_at from users where deleted_at is null order by created_at`;
  const affiliates = users
    .filter((_, i) => i % 8 === 3)
    .map((user, i) => {
      const document = cpf(100_000_000 + i * 7_919);
      return {
        user_id: user.id,
        full_name: user.name,
        document,
        phone: '+5571987654321',
        pix_key_type: 'cpf',
        pix_key: document,
        terms_accepted_at: user.created_at,
      };
    });
  for (let start = 0; start < affiliates.length; start += 5_000)
    await client`insert into affiliates ${client(affiliates.slice(start, start + 5_000))}`;
  await client`insert into affiliate_brands (id, name, commission_rate_bp, domain, homepage_url, webhook_secret)
    select 'marca-' || g, 'Marca ' || g, 500 + g * 50, 'loja' || g || '.example.com', 'https://loja' || g || '.example.com/', repeat('x', 40)
    from generate_series(1, 12) g`;
  await client`with people as (select array_agg(user_id order by user_id) as ids from affiliates)
    insert into affiliate_commissions (brand_id, order_id, user_id, order_cents, rate_bp, commission_cents, status, ordered_at, approves_at, approved_at, paid_at)
    select 'marca-' || (1 + g % 12), 'pedido-' || g, ids[1 + (g * 7919) % array_length(ids, 1)], 5000 + (g * 37) % 90000, 1000, (5000 + (g * 37) % 90000) / 10,
      s::commission_status, at, at + interval '30 days',
      case when s in ('approved', 'paid') then at + interval '30 days' end, case when s = 'paid' then at + interval '40 days' end
    from people, generate_series(1, ${COMMISSIONS}) g,
      lateral (select ${new Date(now)}::timestamptz - (${COMMISSIONS} - g) * interval '8 minutes' as at,
        (array['pending', 'approved', 'approved', 'paid', 'paid', 'paid', 'pending', 'approved', 'paid', 'canceled'])[1 + (g / 12) % 10] as s) x`;
  await client`insert into operators (email, name, role, created_at)
    select 'operador' || g || '@example.com', 'Operador ' || g, (array['admin', 'support', 'finance'])[1 + g % 3]::operator_role, now() - interval '1 year'
    from generate_series(1, 4) g`;
  await client`with ops as (select array_agg(id order by email) as ids from operators),
      targets as (select array_agg(id::text) as ids from (select id from proposals order by id limit 5000) p)
    insert into audit_log (operator_id, at, action, target_type, target_id, before, after, ip)
    select ops.ids[1 + g % array_length(ops.ids, 1)], ${new Date(now)}::timestamptz - (${AUDIT_ROWS} - g) * interval '17 minutes',
      (array['proposal.updated', 'proposal.closed', 'creator.blocked', 'coupon.created'])[1 + g % 4],
      (array['proposal', 'proposal', 'creator', 'coupon'])[1 + g % 4], targets.ids[1 + (g * 31) % 5000],
      '{"closedAt": null}'::jsonb, '{"closedAt": "2026-11-01T00:00:00.000Z"}'::jsonb, '198.51.100.7'
    from ops, targets, generate_series(1, ${AUDIT_ROWS}) g`;
  return { affiliates: affiliates.length, sample: users[Math.floor(users.length / 2)], affiliate: affiliates[affiliates.length - 7] };
}

/** An admin made as `cli operators:create` makes one, set up through the link and signed in with a recovery code. */
async function signedInAdmin(app, db, createOperator, generate) {
  const clock = { now: () => new Date() };
  const headers = { origin: app.services.appOrigin, 'content-type': 'application/json' };
  const { token } = await createOperator(
    { db, clock, totpCipher: app.services.operatorAccess.totpCipher },
    { operatorId: null, ip: null },
    { email: 'bench.admin@example.com', name: 'Bench Admin', role: 'admin' },
  );
  const setup = await (await app.request(`/v3/admin/setup/${token}`, { headers })).json();
  const password = 'senha-do-bench-123';
  const enrol = await app.request(`/v3/admin/setup/${token}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ password, code: await generate({ secret: setup.secret }) }),
  });
  if (enrol.status !== 200) throw new Error(`setup answered ${enrol.status}: ${await enrol.text()}`);
  const { recovery_codes: codes } = await enrol.json();
  // The setup's TOTP code is spent for 30 s: a recovery code signs in at once.
  const auth = await app.request('/v3/admin/auth', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'bench.admin@example.com', password, code: codes[0] }),
  });
  if (auth.status !== 200) throw new Error(`sign-in answered ${auth.status}: ${await auth.text()}`);
  const cookie = /ma_operator=([^;]*)/.exec(auth.headers.get('set-cookie') ?? '')?.[1];
  return { origin: app.services.appOrigin, cookie: `ma_operator=${cookie}` };
}

const path = (route, query = {}) => {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined));
  return params.size ? `${route}?${params}` : route;
};

async function get(app, session, url) {
  const response = await app.request(url, { headers: { origin: session.origin, cookie: session.cookie } });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** The cursor after `pages` pages of `url` (after the last page but one, on a shorter list). */
async function cursorAfter(app, session, route, query, pages) {
  let cursor;
  for (let i = 0; i < pages; i += 1) {
    const next = (await get(app, session, path(route, { ...query, cursor }))).next_cursor;
    if (!next) break;
    cursor = next;
  }
  return cursor;
}

async function measure(app, session, url) {
  const send = async () => {
    const started = performance.now();
    const body = await get(app, session, url);
    return { ms: performance.now() - started, items: body.items.length };
  };
  return sequentialLatency(send, { warmup: WARMUP, requests: REQUESTS });
}

/** Each statement one request sends (an app over a logging drizzle), under EXPLAIN (ANALYZE, BUFFERS), the second run's plan. */
async function explainRequest(url, dbUrl, schema, deps, session) {
  const [{ drizzle }, { createApp }] = await Promise.all([import('drizzle-orm/postgres-js'), import(dist('app.js'))]);
  const client = postgres(dbUrl, { max: 2, onnotice: () => undefined });
  try {
    const statements = [];
    const db = drizzle({ client, schema, logger: { logQuery: (query, params) => statements.push({ query, params }) } });
    const app = createApp({ ...deps, db });
    await get(app, session, url);
    for (const { query, params } of statements.filter(({ query }) => /^\s*(select|with)/i.test(query) && !/operator_sessions/.test(query))) {
      console.log(`\n-- ${url}\n-- ${query}\n-- params ${JSON.stringify(params)}`);
      let plan;
      for (let i = 0; i < 2; i += 1) plan = await client.unsafe(`explain (analyze, buffers) ${query}`, params);
      for (const row of plan) console.log(row['QUERY PLAN']);
    }
  } finally {
    await client.end();
  }
}

try {
  requireBuild('app.js');
  const [
    { openDatabase },
    { createApp },
    schema,
    { importCommand },
    { batchesFor },
    { MemoryRateLimiter },
    { createOperator },
    { generate },
    { sql },
  ] = await Promise.all([
    import(dist('db/database.js')),
    import(dist('app.js')),
    import(dist('db/schema.js')),
    import(dist('modules/proposals/proposals.cli.js')),
    import(dist('db/batches.js')),
    import(dist('rate-limit/memory-rate-limiter.js')),
    import(dist('modules/operators/operators.service.js')),
    import('otplib'),
    import('drizzle-orm'),
  ]);
  const now = Date.now();
  const started = performance.now();
  const dbUrl = await freshPostgresDatabase(adminUrl, 'bench_admin', cleanups);
  const handle = await openDatabase({ url: dbUrl, poolSize: 4 });
  cleanups.push(() => handle.close());
  await handle.migrate();
  await fillProposals(handle.db, { schema, importCommand, batchesFor, sql }, { now, cleanups, out: (line) => console.log(`bench: import: ${line}`) });
  const client = postgres(dbUrl, { max: 1, onnotice: () => undefined });
  cleanups.push(() => client.end());
  const filled = await fillTheRest(client, now);
  await client`vacuum analyze`;
  console.log(
    `bench: ${PROPOSALS} proposals, ${CREATORS} creators (${filled.affiliates} affiliates), ${COMMISSIONS} commissions, ` +
      `${AUDIT_ROWS} audit rows in a fresh PostgreSQL database (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const deps = { clock: { now: () => new Date() }, rateLimiter: new MemoryRateLimiter(), jwtSecret: 'b'.repeat(64) };
  const app = createApp({ ...deps, db: handle.db });
  const session = await signedInAdmin(app, handle.db, createOperator, generate);
  const [brand] = await client`select brand_name from proposals group by 1 order by count(*) limit 1`;
  const [operator] = await client`select id from operators where email = 'operador2@example.com'`;
  const [target] = await client`select target_type, target_id from audit_log where target_type = 'proposal' order by id desc limit 1`;
  const week = { from: new Date(now - 200 * DAY).toISOString(), to: new Date(now - 193 * DAY).toISOString() };
  const deep =
    (route, query = {}) =>
    async () =>
      path(route, { ...query, cursor: await cursorAfter(app, session, route, query, 50) });
  const P = '/v3/admin/proposals';
  const B = '/v3/admin/proposal-brands';
  const C = '/v3/admin/creators';
  const rows = [
    ['proposals: first page', path(P)],
    ['proposals: page 51 (next_cursor x 50)', deep(P)],
    ['proposals: status open', path(P, { status: 'open' })],
    ['proposals: status closed', path(P, { status: 'closed' })],
    ['proposals: status closed, page 51', deep(P, { status: 'closed' })],
    [`proposals: niche ${benchNiches[3]}`, path(P, { niche: benchNiches[3] })],
    [`proposals: brand "${brand.brand_name}"`, path(P, { brand: brand.brand_name })],
    ['proposals: partnership permuta', path(P, { partnership_type: 'permuta' })],
    ['proposals: q "verao"', path(P, { q: 'verao' })],
    ['proposals: q "black friday" + open', path(P, { q: 'black friday', status: 'open' })],
    [`proposals: q "#${PROPOSALS - 83}" (one match)`, path(P, { q: `#${PROPOSALS - 83}` })],
    ['proposals: q "nada disso" (none)', path(P, { q: 'nada disso' })],
    ['brands: no q', path(B)],
    ['brands: q "grao"', path(B, { q: 'grao' })],
    ['brands: q "LUMIERE"', path(B, { q: 'LUMIERE' })],
    ['brands: q "xyz" (none)', path(B, { q: 'xyz' })],
    ['creators: first page', path(C)],
    ['creators: page 51', deep(C)],
    ['creators: e-mail', path(C, { q: filled.sample.email })],
    ['creators: CPF', path(C, { q: filled.affiliate.document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') })],
    ['creators: username', path(C, { q: `@${filled.sample.username}` })],
    ['creators: name start "Mar"', path(C, { q: 'Mar' })],
    ['creators: name start "zuleica s"', path(C, { q: 'zuleica s' })],
    ['creators: name start "xavier" (none)', path(C, { q: 'xavier' })],
    ['commissions: approved', path('/v3/admin/commissions', { status: 'approved' })],
    ['commissions: paid, page 51', deep('/v3/admin/commissions', { status: 'paid' })],
    ['commissions: canceled of marca-3', path('/v3/admin/commissions', { status: 'canceled', brand_id: 'marca-3' })],
    ['audit: first page', path('/v3/admin/audit')],
    ['audit: one operator', path('/v3/admin/audit', { operator_id: operator.id })],
    ['audit: one target', path('/v3/admin/audit', { target_type: target.target_type, target_id: target.target_id })],
    ['audit: one week 200 days ago', path('/v3/admin/audit', week)],
    ['audit: operator + week', path('/v3/admin/audit', { operator_id: operator.id, ...week })],
  ];

  console.log(
    `\nGET as a signed-in admin, ${REQUESTS} sequential requests per row (after ${WARMUP} warm-up), in process; target p99 <= ${TARGET_P99_MS} ms`,
  );
  console.log(`${'list'.padEnd(44)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  items  target`);
  const slow = [];
  let missed = 0;
  for (const [name, url] of rows) {
    const resolved = typeof url === 'function' ? await url() : url;
    const result = await measure(app, session, resolved);
    const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
    const met = result.p99 <= TARGET_P99_MS;
    if (!met) missed += 1;
    console.log(`${name.padEnd(44)} ${ms(result.p50)} ${ms(result.p99)}  ${String(result.items).padStart(5)}  ${met ? 'met' : 'MISSED'}`);
    if (explain === 'all' || (explain && result.p99 > EXPLAIN_OVER_MS)) slow.push(resolved);
  }
  console.log(missed ? `\n${missed} of ${rows.length} lists missed p99 <= ${TARGET_P99_MS} ms` : `\nevery list met p99 <= ${TARGET_P99_MS} ms`);
  for (const url of slow) await explainRequest(url, dbUrl, schema, deps, session);
  await finish(missed > 0 && process.env.BENCH_STRICT ? 1 : 0);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await finish(1);
}
