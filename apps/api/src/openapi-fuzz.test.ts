import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from './app.ts';
import { createGoogleIdTokenVerifier } from './auth/google-id-token.ts';
import { startFakeGoogle, TEST_GOOGLE_CLIENT_ID } from './auth/testing/fake-google-jwks.ts';
import { categories } from './db/schema.ts';
import { createBackground } from './lib/background.ts';
import { testDatabases } from './test/databases.ts';
import { fuzzCases } from './test/fuzz-cases.ts';
import { recordingLogger, runCases, type Tokens } from './test/fuzz-run.ts';
import { listOperations, type OpenApiDocument, type Operation } from './test/openapi-operations.ts';
import { createCreator, insertProposal } from './test/proposal-fixtures.ts';
import { call, createTestApp, createTestClock, uniqueEmail, useTestDatabase } from './test/test-app.ts';
import { APP_ORIGIN, useConnectFakes } from './modules/connect/connect.test-support.ts';
import { createMemoryStorage } from './lib/storage/memory-storage.ts';
import { createDemoVoiceProvider } from './modules/voice/providers/demo-voice.ts';

/**
 * Bad input is never a 5xx and every error is JSON with a `detail` (docs/conventions.md,
 * "Errors"), on every operation of the OpenAPI document: a route is fuzzed as soon as it is
 * documented. The cases are fixed lists (src/test/fuzz-values.ts), so a run is repeatable.
 */

/** Documented operations the fuzz leaves out, each with why. None today. */
const SKIPPED_OPERATIONS: Record<string, string> = {};

/** Operations whose app needs a setting before it answers anything but 404, and why. */
const APP_SETTINGS: Record<string, { why: string; deps: Partial<AppOptions> }> = {
  'POST /v3/voice-cloning/profile': {
    why: 'without a voice service a consented profile is 503 VOICE_SYNTHESIS_UNAVAILABLE (a missing dependency, not bad input)',
    deps: { voice: { storage: createMemoryStorage(), provider: createDemoVoiceProvider() } },
  },
};

/** Operations that end, by design, the session they are called with: the creator signs in again after them. */
const SESSION_ENDING_OPERATIONS = new Set(['POST /v3/account/auth/sign-out']);

/** Routes the document does not list, fuzzed through their path all the same. */
const UNDOCUMENTED_OPERATIONS: Operation[] = [
  {
    // Stored files (profile photos): bytes, not a JSON operation, so not in the document.
    key: 'GET /v3/files/{key}',
    method: 'GET',
    path: '/v3/files/{key}',
    pathParams: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
    queryParams: [],
    body: undefined,
    secured: false,
  },
];

// A well-formed JWT whose signature is wrong: it gets past the header's shape to the verification.
const GARBAGE_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwidG9rZW5fdmVyc2lvbiI6MH0.Z2FyYmFnZS1zaWduYXR1cmU';

describe.each(testDatabases)('the OpenAPI fuzz ($name)', (database) => {
  const context = useTestDatabase(database);
  // The connect calls reach the real clients and the fake Meta and TikTok: bad codes, states and
  // picker tokens go as far as a provider's refusal.
  const connectFakes = useConnectFakes();
  let google: Awaited<ReturnType<typeof startFakeGoogle>> | undefined;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(async () => {
    await google?.close();
  });

  const documentOf = async () => (await call(createTestApp(context.handle.db).app, 'GET', '/v3/openapi.json')).json as unknown as OpenApiDocument;

  it('names only operations of the document among the skipped and specially set up ones', async () => {
    const keys = new Set(listOperations(await documentOf()).map((operation) => operation.key));
    expect([...Object.keys(SKIPPED_OPERATIONS), ...Object.keys(APP_SETTINGS)].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('answers every malformed request to every operation below 500, each error as JSON with a detail', { timeout: 240_000 }, async () => {
    if (!google) throw new Error('the fake Google starts in beforeAll');
    const { db } = context.handle;
    const clock = createTestClock();
    const verifier = createGoogleIdTokenVerifier({ clientId: TEST_GOOGLE_CLIENT_ID, jwksUrl: google.jwksUrl, clock });
    const doc = await documentOf();
    // One gold creator, one open proposal with a logo, one category: the valid-looking
    // requests get past the checks to the handlers, so that the bad ones around them do too.
    const creator = await createCreator(createTestApp(db, { clock }).app, db, { level: 'gold' });
    const proposalId = await insertProposal(db, {
      logoUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
      isSilversAllowed: true,
    });
    const category = 'Fuzz';
    await db.insert(categories).values({ id: 'fuzz-category', name: category, position: 0 }).onConflictDoNothing();
    // Read again before each operation: the media-kit saves get past the version check once.
    let kitVersion = 0;
    const credential = await google.idToken(clock.now(), { email: uniqueEmail('google') });
    const hints = {
      email: () => uniqueEmail('fuzz'),
      contact_email: () => 'contato@example.com',
      password: () => 'senha-segura-123',
      credential: () => credential,
      username: () => 'fuzz_criadora',
      url: () => 'https://example.com/fuzz',
      accent_color: () => '#7048e8',
      whatsapp: () => '11987654321',
      niches: () => [category],
      categories: () => [category],
      version: () => kitVersion,
      id: () => proposalId,
      uf: () => 'SP',
    };
    const tokens: Tokens = { 'no token': undefined, 'valid token': `Bearer ${creator.token}`, 'garbage token': `Bearer ${GARBAGE_TOKEN}` };

    const operations = [...listOperations(doc), ...UNDOCUMENTED_OPERATIONS].filter((operation) => !(operation.key in SKIPPED_OPERATIONS));
    const problems: string[] = [];
    for (const operation of operations) {
      // An app of its own per operation: rate limits (sign-in, recovery, coupons) stay with it.
      const logger = recordingLogger();
      const background = createBackground(logger);
      const deps = {
        ...(operation.path.startsWith('/v3/connect') && { connect: connectFakes.services(), appOrigin: APP_ORIGIN }),
        ...APP_SETTINGS[operation.key]?.deps,
      };
      const { app } = createTestApp(db, { clock, logger, background, google: verifier, ...deps });
      kitVersion = Number((await call(app, 'GET', '/v3/media-kit', { token: creator.token })).json?.['version'] ?? 0);
      problems.push(...(await runCases({ app, background, logger }, operation.key, fuzzCases(doc, operation, hints), tokens)));
      if (SESSION_ENDING_OPERATIONS.has(operation.key)) {
        const signIn = await call(app, 'POST', '/v3/account/auth', { body: { email: creator.email, password: creator.password } });
        creator.token = String(signIn.json?.['access_token']);
        tokens['valid token'] = `Bearer ${creator.token}`;
      }
      // The shared token must still work, or the "valid token" cases of what follows mean nothing.
      const me = await call(app, 'GET', '/v3/account/me', { token: creator.token });
      if (me.status !== 200) problems.push(`${operation.key} | left the shared token unusable: GET /v3/account/me -> ${me.status}`);
    }
    expect(problems.length, `${problems.length} bad answers to bad input:\n${problems.join('\n')}`).toBe(0);
  });
});
