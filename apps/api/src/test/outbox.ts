import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outbox } from '../db/schema.ts';

/**
 * The mails the outbox mailer kept for `to`, oldest first, optionally only those with `subject`.
 * Read by subject: a test app's clock stands still, so mails of one test share their time.
 */
export async function mailsTo(db: Database, to: string, subject?: string) {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to.toLowerCase())).orderBy(asc(outbox.createdAt));
  return subject === undefined ? rows : rows.filter((row) => row.subject === subject);
}

/** The last mail with `subject` kept for `to`; throws when there is none. */
export async function lastMailTo(db: Database, to: string, subject: string) {
  const mail = (await mailsTo(db, to, subject)).at(-1);
  if (!mail) throw new Error(`no mail "${subject}" for ${to}`);
  return mail;
}

/** The value of `parameter` in the first link of a plain-text mail; throws when there is none. */
export function linkParameter(text: string, parameter: string): string {
  for (const href of text.match(/https?:\/\/\S+/g) ?? []) {
    const value = new URL(href).searchParams.get(parameter);
    if (value) return value;
  }
  throw new Error(`no link with ${parameter} in: ${text}`);
}
