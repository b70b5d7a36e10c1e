import { z } from 'zod';

/** Optional services the tests also run against (CI sets them). */
export const testEnv = z
  .object({
    TEST_DATABASE_URL: z.url().optional(),
    TEST_REDIS_URL: z.url().optional(),
    /** Set to print the timeline of the database outage test (src/db/outage.test.ts). */
    OUTAGE_VERBOSE: z.string().optional(),
  })
  .parse(process.env);
