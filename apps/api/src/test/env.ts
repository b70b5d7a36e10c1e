import { z } from 'zod';

/** Optional services the tests also run against (CI sets them). */
export const testEnv = z
  .object({
    TEST_DATABASE_URL: z.url().optional(),
    TEST_REDIS_URL: z.url().optional(),
  })
  .parse(process.env);
