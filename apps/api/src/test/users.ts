import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { createUser, type NewUser } from '../modules/account/account.repository.ts';

/** A user written straight to the database, as `createUser` writes one; a test's e-mail is never taken. */
export async function createTestUser(db: Database, input: NewUser): Promise<UserRow> {
  const user = await createUser(db, input);
  if (user === 'email-taken') throw new Error(`${input.email} is already taken`);
  return user;
}
