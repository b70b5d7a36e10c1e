import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EARLY_CLICKS_SCRIPT } from '@ma/api-client/pages';
import { afterAll, describe, expect, it } from 'vitest';
import { demoLogo } from '../modules/proposals/seed/demo-logo.ts';
import { testDatabases } from '../test/databases.ts';
import { serveOnNode, send } from '../test/node-server.ts';
import { insertProposal } from '../test/proposal-fixtures.ts';
import { call, createTestApp, useTestDatabase } from '../test/test-app.ts';

const distDir = mkdtempSync(join(tmpdir(), 'security-dist-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><title>Mais Alcance</title></head><body><div id="root"></div></body></html>');
writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'console.log(1)');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe.each(testDatabases)('security headers ($name)', (database) => {
  const context = useTestDatabase(database);

  it.each(['/v3/health', '/v3/nao-existe', '/v3/account/me'])('are on every API answer, errors included (%s)', async (path) => {
    const { headers } = await call(createTestApp(context.handle.db).app, 'GET', path);
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it("are on every API answer served by Node too, where a handler's own policy still wins", async () => {
    const id = await insertProposal(context.handle.db, { logoUrl: demoLogo('Lumière Cosméticos', '#b45309') });
    const server = await serveOnNode(createTestApp(context.handle.db, { trustProxy: true }).app);
    try {
      for (const path of ['/v3/health', '/v3/nao-existe', '/v3/account/me']) {
        const { headers } = await send(server.port, path);
        expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(headers['x-content-type-options'], path).toBe('nosniff');
        expect(headers['referrer-policy'], path).toBe('no-referrer');
        expect(headers['x-frame-options'], path).toBe('DENY');
        expect(headers['strict-transport-security'], path).toBeUndefined();
      }
      const https = await send(server.port, '/v3/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const logo = await send(server.port, `/v3/proposal/${id}/logo`);
      expect(logo.status).toBe(200);
      expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(logo.headers['x-content-type-options']).toBe('nosniff');
      expect(logo.headers['x-frame-options']).toBe('DENY');
    } finally {
      await server.close();
    }
  });

  it.each(['/login', '/publis', '/assets/index-abc.js'])('give the pages and their files the page policy (%s)', async (path) => {
    const { headers } = await call(createTestApp(context.handle.db, { webDistDir: distDir }).app, 'GET', path);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // The one inline script allowed is the public pages' early-click script, by its hash (decision 028).
    const earlyClicks = createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${earlyClicks}' https://accounts.google.com/gsi/client;`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('adds HSTS over HTTPS only, as the trusted proxy reports it, to the pages and the API alike', async () => {
    const behindProxy = await serveOnNode(createTestApp(context.handle.db, { trustProxy: true, webDistDir: distDir }).app);
    // A client cannot claim HTTPS when no proxy of ours is in front.
    const direct = await serveOnNode(createTestApp(context.handle.db, { trustProxy: false }).app);
    try {
      for (const path of ['/v3/health', '/login']) {
        const https = await send(behindProxy.port, path, { headers: { 'x-forwarded-proto': 'https' } });
        expect(https.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
        expect((await send(behindProxy.port, path)).headers['strict-transport-security'], path).toBeUndefined();
      }
      const forged = await send(direct.port, '/v3/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await Promise.all([behindProxy.close(), direct.close()]);
    }
  });
});
