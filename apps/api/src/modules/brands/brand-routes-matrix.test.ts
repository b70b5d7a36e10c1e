import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../mail/mailer.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';
import { brandCookie, fromAddress, mailedLink, signedUpBrand } from './brands.test-support.ts';

// The gate of every /v3/brand route (brand-auth.ts): each route the OpenAPI document marks with
// the brand cookie answers 401 without a session, with a creator's token and with an operator's
// cookie; the routes for approved brands answer 403 to a pending one, and the owner's routes 403
// to a member. A route added behind `brandRoute` is walked here without being named.

const A_UUID = '6f1c1e9e-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/\{[^}]*[iI]d\}/g, A_UUID).replace(/\{[^}]+\}/g, 'x');

interface BrandOperation {
  method: string;
  path: string;
  signedIn: boolean;
}

describe.each(testDatabases)('the gate of /v3/brand ($name)', (database) => {
  const context = useTestDatabase(database);

  it("holds for every brand route x no session x a creator's token x an operator's cookie x a pending brand x a member", async () => {
    const sent: MailMessage[] = [];
    const test = createTestApp(context.handle.db, { mailer: { kind: 'smtp', send: async (message) => void sent.push(message) } });
    const { app } = test;
    const document = (await call(app, 'GET', '/v3/openapi.json')).json as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[]; description?: string }>>;
    };
    const operations: BrandOperation[] = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/v3/brand/'))
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          signedIn: (operation.security ?? []).some((scheme) => 'BrandCookie' in scheme),
        })),
      );
    expect(operations.filter((operation) => operation.signedIn).length).toBeGreaterThanOrEqual(15);
    // The logo's upload (a multipart body, its id in the query) is walked as the others.
    expect(operations).toContainEqual({ method: 'POST', path: '/v3/brand/proposals/logo', signedIn: true });
    const signedInRoutes = (pattern: RegExp) =>
      operations
        .filter((operation) => operation.signedIn && pattern.test(operation.path))
        .map(({ method, path }) => `${method} ${path}`)
        .sort();
    // The deliverables' routes (modules/deliverables) are walked with the brands' own.
    expect(signedInRoutes(/deliverables/)).toEqual([
      'GET /v3/brand/applications/{applicationId}/deliverables',
      'POST /v3/brand/applications/{applicationId}/deliverables/{item}/changes',
      'POST /v3/brand/applications/{applicationId}/deliverables/{item}/confirm',
    ]);
    // The conversations' routes (modules/conversations) are walked with the brands' own.
    expect(signedInRoutes(/conversation/)).toEqual([
      'GET /v3/brand/applications/{applicationId}/conversation',
      'GET /v3/brand/proposals/{id}/conversations',
      'POST /v3/brand/applications/{applicationId}/conversation/messages',
      'POST /v3/brand/applications/{applicationId}/conversation/read',
      'POST /v3/brand/applications/{applicationId}/conversation/reports',
    ]);
    const request = (operation: BrandOperation, options: { cookie?: string; token?: string } = {}) =>
      call(app, operation.method, concrete(operation.path), {
        headers: { ...fromAddress(), ...(options.cookie && { cookie: options.cookie }) },
        ...(options.token && { token: options.token }),
        ...(operation.method !== 'GET' && operation.method !== 'DELETE' && { body: {} }),
      });

    const creator = await registerAccount(app);
    const admin = await enrolledOperator(context.handle.db, test, 'admin');
    const operatorCookie = await signInAs(app, test.clock, admin);
    for (const operation of operations.filter((each) => each.signedIn)) {
      const label = `${operation.method} ${operation.path}`;
      expect((await request(operation)).status, `${label} without a session`).toBe(401);
      expect((await request(operation, { token: creator.token })).status, `${label} with a creator's token`).toBe(401);
      expect((await request(operation, { cookie: operatorCookie })).status, `${label} with an operator's cookie`).toBe(401);
    }

    // A pending brand reaches only what is not for approved brands; then, approved, a member is refused the owner's.
    const pending = await signedUpBrand(app);
    const pendingAnswers = new Map<string, number>();
    for (const operation of operations.filter((each) => each.signedIn && each.path !== '/v3/brand/auth'))
      pendingAnswers.set(`${operation.method} ${operation.path}`, (await request(operation, { cookie: pending.cookie })).status);
    const pendingAllowed = [...pendingAnswers].filter(([, status]) => status !== 403).map(([label]) => label);
    expect(pendingAllowed.sort()).toEqual(['GET /v3/brand/me', 'POST /v3/brand/verify-email/resend']);

    const token = new URL(mailedLink(sent, pending.email, '/marcas/confirmar-email')).searchParams.get('token');
    await call(app, 'POST', '/v3/brand/verify-email', { body: { token }, headers: fromAddress() });
    await call(app, 'POST', `/v3/admin/brand-accounts/${pending.brandId}/approve`, { headers: fromBackoffice({ cookie: operatorCookie }) });
    const email = uniqueEmail('equipe');
    await call(app, 'POST', '/v3/brand/members', { headers: { ...fromAddress(), cookie: pending.cookie }, body: { name: 'Caio Mendes', email } });
    const invitation = new URL(mailedLink(sent, email, '/marcas/convite/')).pathname.split('/').at(-1) ?? '';
    const accepted = await call(app, 'POST', `/v3/brand/invitations/${invitation}`, {
      body: { password: 'senha-do-membro-1' },
      headers: fromAddress(),
    });
    const member = brandCookie(accepted);
    const ownerOnly: string[] = [];
    for (const operation of operations.filter((each) => each.signedIn && each.path !== '/v3/brand/auth')) {
      const answer = await request(operation, { cookie: member });
      if (answer.status === 403) ownerOnly.push(`${operation.method} ${operation.path} ${String(answer.json?.['code'])}`);
    }
    expect(ownerOnly.sort()).toEqual(['DELETE /v3/brand/members/{id} BRAND_OWNER_ONLY', 'POST /v3/brand/members BRAND_OWNER_ONLY']);
  });
});
