import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { mailsTo } from '../../test/outbox.ts';
import { call } from '../../test/test-app.ts';
import { REAUTH_CODE_SUBJECT } from './reauth-email.ts';

/** A registration of the affiliate program, as the wire carries it. */
export const affiliateRegistration = {
  full_name: 'Ana Clara Souza',
  document: '52998224725',
  phone: '(71) 98765-4321',
  pix_key_type: 'email',
  pix_key: 'ana.pix@example.com',
  accept_terms: true,
};

/** A proof for the account of `token`, from its password. */
export async function proofWithPassword(app: App, token: string, password: string, address = '198.51.100.20'): Promise<string> {
  const response = await call(app, 'POST', '/v3/account/reauth', { token, body: { password }, headers: { 'x-forwarded-for': address } });
  const proof = response.json?.['proof'];
  if (response.status !== 200 || typeof proof !== 'string') throw new Error(`reauth failed: ${response.status} ${response.text}`);
  return proof;
}

/** Asks for a code for the account of `token` and reads it from the last code mail sent to `email`. */
export async function requestCode(app: App, db: Database, token: string, email: string, address = '198.51.100.30') {
  const response = await call(app, 'POST', '/v3/account/reauth/code', { token, headers: { 'x-forwarded-for': address } });
  const challenge = response.json?.['challenge'];
  if (response.status !== 202 || typeof challenge !== 'string') throw new Error(`code request failed: ${response.status} ${response.text}`);
  const mail = (await mailsTo(db, email)).filter((row) => row.subject === REAUTH_CODE_SUBJECT).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  // The mailer logs every subject (smtp-mailer.ts): the code must only be in the body.
  if (mail.subject.includes(code)) throw new Error('the code is in the subject, which the mail log shows');
  return { challenge, code, response };
}
