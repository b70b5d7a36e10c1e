import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = join(import.meta.dirname, '..', 'public');

describe('the files copied into the build (public/)', () => {
  // The API takes a path without an extension for a page, never a file of the build, and does
  // not look for it on disk (apps/api/src/modules/web/web.index.ts, staticFiles): such a file
  // would never be served. Vite names every file it writes with an extension.
  it('all have an extension', () => {
    const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)));
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((file) => !/\.[^/]+$/.test(file))).toEqual([]);
  });
});
