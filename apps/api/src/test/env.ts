import { z } from 'zod';

/**
 * Optional services the tests also run against. Locally a test that needs one skips without it;
 * under CI (`CI=true`, as `.ci/run` sets it) a missing one fails the run instead, so a CI machine
 * without PostgreSQL or Redis cannot pass by skipping those tests.
 */
export const testEnv = z
  .object({
    CI: z.string().optional(),
    TEST_DATABASE_URL: z.url().optional(),
    TEST_REDIS_URL: z.url().optional(),
    /** Set to print the timeline of the database outage test (src/db/outage.test.ts). */
    OUTAGE_VERBOSE: z.string().optional(),
  })
  .superRefine((env, context) => {
    if (env.CI !== 'true') return;
    for (const name of ['TEST_DATABASE_URL', 'TEST_REDIS_URL'] as const) {
      if (!env[name])
        context.addIssue({ code: 'custom', path: [name], message: `${name} must be set when CI=true: the tests that need it would skip` });
    }
  })
  .parse(process.env);
