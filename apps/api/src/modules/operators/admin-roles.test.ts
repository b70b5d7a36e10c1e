import { operatorRoles, type OperatorRole } from '@ma/api-client/admin';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { enrolledOperator, fromBackoffice, signInAs, type TestOperator } from './operators.test-support.ts';

// The role matrix (docs/product/backoffice.md): every /v3/admin route of the OpenAPI document
// states its roles (`x-roles`; empty: no session, the sign-in and the setup link), and answers
// 401 without a session, 403 to a role it does not name, and something else to one it names. A
// route without its roles fails here, so no admin route can be added without a rule. There is no
// session without the second factor: only the sign-in (password and code) opens one.

interface AdminOperation {
  method: string;
  path: string;
  roles: OperatorRole[] | undefined;
}

const A_UUID = '6f1c1e9e-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/\{id\}/g, A_UUID).replace(/\{[^}]+\}/g, 'x');

describe.each(testDatabases)('the role matrix of /v3/admin ($name)', (database) => {
  const context = useTestDatabase(database);

  it("holds for every admin route x every role x no session x a creator's session", async () => {
    const app = createTestApp(context.handle.db);
    const document = (await call(app.app, 'GET', '/v3/openapi.json')).json as {
      paths: Record<string, Record<string, { 'x-roles'?: OperatorRole[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.components.securitySchemes['OperatorCookie']).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ma_operator' }),
    );
    const operations: AdminOperation[] = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/v3/admin'))
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, roles: operation['x-roles'] })),
      );
    expect(operations.length).toBeGreaterThanOrEqual(10);
    // The reports of conversations are for the operators who look after people, not finance.
    for (const path of ['/v3/admin/conversation-reports', '/v3/admin/conversation-reports/{id}'])
      expect(operations.find((operation) => operation.path === path)?.roles, path).toEqual(['admin', 'support']);
    for (const { method, path, roles } of operations) {
      expect(roles, `${method} ${path} states no roles (x-roles)`).toBeInstanceOf(Array);
      for (const role of roles ?? []) expect(operatorRoles, `${method} ${path}`).toContain(role);
    }
    // Signing out ends the session it is called with: last.
    operations.sort(
      (a, b) => Number(a.method === 'DELETE' && a.path === '/v3/admin/auth') - Number(b.method === 'DELETE' && b.path === '/v3/admin/auth'),
    );

    const request = (operation: AdminOperation, headers: Record<string, string> = {}) =>
      call(app.app, operation.method, concrete(operation.path), {
        headers: { ...fromBackoffice(), ...headers },
        ...(operation.method !== 'GET' && operation.method !== 'DELETE' && { body: {} }),
      });

    for (const operation of operations) {
      const answer = await request(operation);
      const label = `${operation.method} ${operation.path} without a session`;
      if (operation.roles?.length) expect(answer.status, label).toBe(401);
      else expect([401, 403], label).not.toContain(answer.status);
    }

    // A creator's session is not an operator's: her cookie or her bearer token opens no admin route.
    const creator = await registerAccount(app.app);
    for (const operation of operations.filter((candidate) => candidate.roles?.length)) {
      const label = `${operation.method} ${operation.path} with a creator's session`;
      expect((await request(operation, { cookie: `ma_access-token=${creator.token}` })).status, label).toBe(401);
      expect((await request(operation, { authorization: `Bearer ${creator.token}` })).status, label).toBe(401);
    }

    const operators = new Map<OperatorRole, TestOperator>();
    for (const role of operatorRoles) operators.set(role, await enrolledOperator(context.handle.db, app, role));
    for (const role of operatorRoles) {
      const operator = operators.get(role);
      if (!operator) throw new Error(role);
      const cookie = await signInAs(app.app, app.clock, operator);
      for (const operation of operations.filter((candidate) => candidate.roles?.length)) {
        const answer = await request(operation, { cookie });
        const label = `${operation.method} ${operation.path} as ${role}: ${answer.text}`;
        if (operation.roles?.includes(role)) expect([401, 403, 500], label).not.toContain(answer.status);
        else expect(answer.status, label).toBe(403);
      }
    }
  });
});
