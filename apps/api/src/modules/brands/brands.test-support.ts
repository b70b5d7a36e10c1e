import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { call, createTestApp, uniqueEmail, type TestResponse } from '../../test/test-app.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';

export const BRAND_PASSWORD = 'senha-da-marca-123';

const checkDigit = (digits: number[]) => {
  const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2].slice(13 - digits.length);
  const remainder = digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

let companies = 0;
/** A valid numeric CNPJ no other test uses, formatted as a person types it. */
export function newCnpj(): string {
  const base = `${Date.now() % 1e8}`.padStart(8, '0') + String((companies += 1) % 10000).padStart(4, '0');
  const digits = [...base].map(Number);
  const first = checkDigit(digits);
  const second = checkDigit([...digits, first]);
  const all = `${base}${first}${second}`;
  return `${all.slice(0, 2)}.${all.slice(2, 5)}.${all.slice(5, 8)}/${all.slice(8, 12)}-${all.slice(12)}`;
}

let addresses = 0;
/** A request from an address of its own (the limits count per address). */
export const fromAddress = (extra: Record<string, string> = {}) => ({ 'x-forwarded-for': `203.0.113.${(addresses += 1) % 250}`, ...extra });

/** The `ma_brand_session` cookie a response set, as a Cookie header. */
export function brandCookie(response: TestResponse): string {
  const value = /(?:^|,\s*)ma_brand_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!value) throw new Error(`no brand cookie in ${response.status} ${response.text}`);
  return `ma_brand_session=${value}`;
}

/** The last link to the brands' app mailed to `to` whose path starts with `path`. */
export function mailedLink(sent: readonly MailMessage[], to: string, path: string): string {
  const links = sent.filter((mail) => mail.to === to).flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);
  const link = links.reverse().find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return link;
}

export interface TestBrand {
  cookie: string;
  email: string;
  cnpj: string;
  brandId: string;
  memberId: string;
}

/** A brand signed up through the API, its owner signed in. */
export async function signedUpBrand(app: App, overrides: Record<string, unknown> = {}): Promise<TestBrand> {
  const body = {
    company_name: 'Lumière Cosméticos',
    cnpj: newCnpj(),
    name: 'Beatriz Lima',
    email: uniqueEmail('marca'),
    password: BRAND_PASSWORD,
    ...overrides,
  };
  const response = await call(app, 'POST', '/v3/brand/sign-up', { body, headers: fromAddress() });
  if (response.status !== 201) throw new Error(`brand sign-up failed: ${response.status} ${response.text}`);
  const session = response.json as { member: { id: string }; brand: { id: string } };
  return {
    cookie: brandCookie(response),
    email: String(body.email),
    cnpj: String(body.cnpj),
    brandId: session.brand.id,
    memberId: session.member.id,
  };
}

/**
 * An app whose mail is kept in `sent`, with the demo's admin signed in: `as` calls a route with a
 * brand member's cookie, `review` with the operator's, and `approvedBrand` signs a brand up, proves
 * its owner's e-mail and has the operator approve it.
 */
export async function brandsTestBed(db: DatabaseHandle['db']) {
  const sent: MailMessage[] = [];
  const test = createTestApp(db, { mailer: { kind: 'smtp', send: async (message) => void sent.push(message) } });
  const operator = await signInAs(test.app, test.clock, await enrolledOperator(db, test, 'admin'));
  const as = (cookie: string, method: string, path: string, body?: unknown) =>
    call(test.app, method, path, { headers: { ...fromAddress(), cookie }, ...(body !== undefined && { body }) });
  const review = (method: string, path: string, body?: unknown) =>
    call(test.app, method, path, { headers: fromBackoffice({ cookie: operator }), ...(body !== undefined && { body }) });
  const approvedBrand = async (): Promise<TestBrand> => {
    const brand = await signedUpBrand(test.app);
    const token = new URL(mailedLink(sent, brand.email, '/marcas/confirmar-email')).searchParams.get('token');
    await call(test.app, 'POST', '/v3/brand/verify-email', { body: { token }, headers: fromAddress() });
    expect((await review('POST', `/v3/admin/brand-accounts/${brand.brandId}/approve`)).status).toBe(200);
    return brand;
  };
  return { test, sent, operator, as, review, approvedBrand };
}
