import { z } from 'zod';

// Every id the database makes (gen_random_uuid, randomUUID) or takes (an import's `id`) is an RFC
// 9562 UUID, checked as the contract's `z.uuid()` fields check one. An id is checked before any
// query: a malformed one is an unknown one (the caller's not-found), never a failed cast (22P02, a 500).
const uuid = z.uuid();

/** Whether a value is a UUID, in any case (as PostgreSQL reads one). */
export const isUuid = (value: unknown): value is string => uuid.safeParse(value).success;
