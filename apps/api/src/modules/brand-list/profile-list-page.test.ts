import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';

describe.each(testDatabases)("the brand's list page as served ($name)", (database) => {
  const context = useTestDatabase(database);
  let distDir = '';
  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'profile-list-dist-'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><title>Mais Alcance</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('is never indexed and sends no referrer, so its secret address does not leak', async () => {
    const { app } = createTestApp(context.handle.db, { webDistDir: distDir });
    const response = await call(app, 'GET', `/aira/profile-list/${'A'.repeat(43)}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves the other pages as they were', async () => {
    const { app } = createTestApp(context.handle.db, { webDistDir: distDir });
    const response = await call(app, 'GET', '/aira');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });
});
