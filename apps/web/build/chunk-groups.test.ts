import { describe, expect, it } from 'vitest';
import { createChunkGroups, importedNames, isReExportIndex, sectionOfRoute, type ModuleGraph } from './chunk-groups.ts';

const routes = '/repo/apps/web/src/routes';

describe('sectionOfRoute', () => {
  it.each([
    [`${routes}/_auth.tsx?tsr-split=component`, 'login'],
    [`${routes}/_auth/login.tsx?tsr-split=component`, 'login'],
    [`${routes}/_auth/register.tsx?tsr-split=component`, 'guest-auth'],
    [`${routes}/_app.tsx?tsr-split=component`, 'shell'],
    [`${routes}/_app/index.tsx?tsr-split=component`, 'app-index'],
    [`${routes}/_app/publis.tsx?tsr-split=component`, 'app-publis'],
    [`${routes}/_app/media-kit/edit.tsx?tsr-split=component`, 'app-media-kit'],
    [`${routes}/$username.tsx?tsr-split=component`, 'guest-$username'],
    [`${routes}/_app/publis.tsx`, undefined],
    ['/repo/apps/web/src/features/card.tsx', undefined],
  ])('reads %s as %s', (id, section) => {
    expect(sectionOfRoute(id, routes)).toBe(section);
  });
});

describe('isReExportIndex', () => {
  it('is true of a module of imports and exports only', () => {
    expect(
      isReExportIndex('"use client";\nimport { a } from "./a.mjs";\nexport { b } from "./b.mjs";\nexport * from "./c.mjs";\nexport { a };\n'),
    ).toBe(true);
  });
  it('is false of a module with code of its own, or none', () => {
    expect(isReExportIndex('import { a } from "./a.mjs";\nexport const b = a + 1;\n')).toBe(false);
    expect(isReExportIndex(null)).toBe(false);
  });
});

describe('importedNames', () => {
  it('reads the names imported or re-exported by name, and a namespace import', () => {
    expect([...importedNames('import React, { Paper, Stack as Column } from "@mantine/core";\nexport { x } from "./x";')]).toEqual([
      'Paper',
      'Stack',
      'x',
    ]);
    expect(importedNames('import * as all from "./all";').has('*')).toBe(true);
  });
});

describe('createChunkGroups', () => {
  // login-form uses Paper, the publis page Paper and Modal, the shell Logo; all through an index.
  const modules: Record<string, { importers: string[]; exports?: string[]; code?: string }> = {
    [`${routes}/_auth/login.tsx?tsr-split=component`]: { importers: [] },
    [`${routes}/_app.tsx?tsr-split=component`]: { importers: [] },
    [`${routes}/_app/publis.tsx?tsr-split=component`]: { importers: [] },
    [`${routes}/_app/credits.tsx?tsr-split=component`]: { importers: [] },
    '/repo/src/login-form.tsx': { importers: [`${routes}/_auth/login.tsx?tsr-split=component`], code: 'import { Paper } from "lib";' },
    '/repo/src/publis-page.tsx': { importers: [`${routes}/_app/publis.tsx?tsr-split=component`], code: 'import { Paper, Modal } from "lib";' },
    '/repo/src/credits-page.tsx': { importers: [`${routes}/_app/credits.tsx?tsr-split=component`], code: 'import { Modal, Table } from "lib";' },
    '/repo/src/shell.tsx': { importers: [`${routes}/_app.tsx?tsr-split=component`], code: 'import { Logo } from "lib";' },
    '/lib/index.mjs': {
      importers: ['/repo/src/login-form.tsx', '/repo/src/publis-page.tsx', '/repo/src/credits-page.tsx', '/repo/src/shell.tsx'],
      code: 'export { Paper } from "./paper.mjs";\nexport { Modal } from "./modal.mjs";\nexport { Table } from "./table.mjs";\nexport { Logo } from "./logo.mjs";',
    },
    '/lib/paper.mjs': { importers: ['/lib/index.mjs'], exports: ['Paper'] },
    '/lib/modal.mjs': { importers: ['/lib/index.mjs'], exports: ['Modal'] },
    '/lib/table.mjs': { importers: ['/lib/index.mjs'], exports: ['Table'] },
    '/lib/logo.mjs': { importers: ['/lib/index.mjs'], exports: ['Logo'] },
    '/lib/box.mjs': { importers: ['/lib/paper.mjs', '/lib/logo.mjs'], exports: ['Box'] },
    '/repo/node_modules/zod/index.js': { importers: ['/repo/packages/api-client/dist/calls/account.js'] },
    '/repo/packages/api-client/dist/calls/account.js': { importers: [] },
    '/repo/src/lazy-dialog.tsx': { importers: [] },
  };
  const graph: ModuleGraph = {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module ? { importers: module.importers, exports: module.exports ?? [], code: module.code ?? null } : null;
    },
  };
  const groups = createChunkGroups(routes);
  /** The chunk a module goes in: the name the first group that takes it gives. */
  const chunkOf = (id: string) => groups.map((group) => group.name(id, graph)).find((name) => name !== null) ?? null;

  it("puts what /login draws in /login's chunk, wherever else it is drawn", () => {
    expect(chunkOf('/lib/paper.mjs')).toBe('login');
    expect(chunkOf('/lib/box.mjs')).toBe('login');
  });

  it("puts what the signed-in layout draws in the shell's chunk", () => {
    expect(chunkOf('/lib/logo.mjs')).toBe('shell');
  });

  it("puts what one section draws in that section's chunk, what several draw in the shared one", () => {
    expect(chunkOf('/lib/table.mjs')).toBe('app-credits');
    expect(chunkOf('/lib/modal.mjs')).toBe('shared');
  });

  it('crosses an index only towards the modules that import the export sought', () => {
    expect(chunkOf('/lib/table.mjs')).not.toBe('shared');
  });

  it('puts zod and the calls no route imports in the data chunk, and leaves other lazy modules to Rolldown', () => {
    expect(chunkOf('/repo/node_modules/zod/index.js')).toBe('data');
    expect(chunkOf('/repo/packages/api-client/dist/calls/account.js')).toBe('data');
    expect(chunkOf('/repo/src/lazy-dialog.tsx')).toBeNull();
  });

  it('orders the groups: /login first, the shell and the shared chunk before the sections, the data layer last', () => {
    expect(groups.map((group) => group.name('/lib/paper.mjs', graph))).toEqual(['login', null, null, null, null]);
    expect(groups.map((group) => group.name('/repo/node_modules/zod/index.js', graph))).toEqual([null, null, null, null, 'data']);
  });
});
