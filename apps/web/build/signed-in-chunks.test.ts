import { describe, expect, it } from 'vitest';
import { barrelOf, importLoop, importedNames, isBarrelCode, routePartOf, signedInChunkNames, type GraphModule } from './signed-in-chunks.ts';

const ROUTES = '/app/src/routes';

describe('routePartOf', () => {
  it.each([
    ['_app.tsx?tsr-split=component', { section: 'layout', onMatch: true }],
    ['_app/index.tsx?tsr-split=component', { section: 'index', onMatch: true }],
    ['_app/publis.tsx?tsr-split=loader', { section: 'publis', onMatch: true }],
    ['_app/publis_.candidaturas.$applicationId.tsx?tsr-split=errorComponent', { section: 'publis', onMatch: false }],
    ['_app/media-kit/edit.tsx?tsr-split=component', { section: 'media-kit', onMatch: true }],
    ['_auth/login.tsx?tsr-split=component', { section: 'guest', onMatch: true, guestPage: 'login' }],
    ['_auth.tsx?tsr-split=component', { section: 'guest', onMatch: true, guestPage: '*' }],
    ['__root.tsx?tsr-split=component', { section: 'guest', onMatch: true, guestPage: '*' }],
    // Loaded later than the page (an error), or drawn by the public pages' build: not a first load.
    ['_auth/login.tsx?tsr-split=errorComponent', { section: 'guest', onMatch: false }],
    ['$username.tsx?tsr-split=component', { section: 'guest', onMatch: true }],
    ['unsubscribe.$token.tsx?tsr-split=component', { section: 'guest', onMatch: true }],
  ])('sorts %s', (file, part) => {
    expect(routePartOf(`${ROUTES}/${file}`, ROUTES)).toStrictEqual(part);
  });

  it.each([`${ROUTES}/_app/index.tsx`, '/app/src/features/home/home-page.tsx?tsr-split=component'])('leaves %s out', (id) => {
    expect(routePartOf(id, ROUTES)).toBeUndefined();
  });
});

describe('barrels', () => {
  it.each([
    ["import { a } from './a.js';\nexport { a };\nexport * from './b.js';\nexport { default as X } from './x.mjs';", true],
    ["'use client';\nimport * as icons from './icons/index.mjs';\nexport { icons };", true],
    ["export const isObject = (value) => value !== null && typeof value === 'object';", false],
    ["import { a } from './a.js';\nexport const b = a + 1;", false],
  ])('tells whether %j is a barrel (%s)', (code, barrel) => {
    expect(isBarrelCode(code)).toBe(barrel);
  });

  it('reads the names a module takes from each specifier', () => {
    const names = importedNames(
      "import React, { useState as useLocalState, type FC } from 'react';\nimport * as z from 'zod';\nexport { Button } from '@ma/ui';\nimport './styles.css';",
    );
    expect(Object.fromEntries([...names].map(([spec, set]) => [spec, [...set].sort()]))).toStrictEqual({
      react: ['FC', 'default', 'useState'],
      zod: ['*'],
      '@ma/ui': ['Button'],
      './styles.css': ['*'],
    });
  });

  it("reads where each of a barrel's names comes from", () => {
    const barrel = barrelOf(
      "import { keys as keysOf } from './keys.mjs';\nexport { keysOf as keys };\nexport { default as IconX, default as IconY } from './x.mjs';\nexport * from './more.mjs';",
      (spec) => `/pkg/${spec.slice(2)}`,
    );
    expect(barrel).toStrictEqual({
      exports: {
        keys: { id: '/pkg/keys.mjs', name: 'keys' },
        IconX: { id: '/pkg/x.mjs', name: 'default' },
        IconY: { id: '/pkg/x.mjs', name: 'default' },
      },
      stars: ['/pkg/more.mjs'],
    });
  });
});

describe('signedInChunkNames', () => {
  const part = (file: string) => `${ROUTES}/${file}?tsr-split=component`;
  const module = (id: string, imports: (string | [string, string[]])[] = [], extra: Partial<GraphModule> = {}): GraphModule => ({
    id,
    isEntry: false,
    imports: imports.map((edge) => (typeof edge === 'string' ? { id: edge } : { id: edge[0], names: edge[1] })),
    dynamicImports: [],
    ...extra,
  });
  // A UI package behind a barrel; /login uses its Button, the signed-in pages its Button and Card.
  const graph: GraphModule[] = [
    module('/app/index.html', ['/app/src/main.tsx'], {
      isEntry: true,
      dynamicImports: [part('_auth/login.tsx'), part('_app.tsx'), part('_app/index.tsx'), part('_app/publis.tsx')],
    }),
    module('/app/src/main.tsx', ['/app/src/react.js']),
    module('/app/src/react.js'),
    module('/ui/index.js', ['/ui/button.js', '/ui/card.js'], {
      barrel: { exports: { Button: { id: '/ui/button.js', name: 'Button' }, Card: { id: '/ui/card.js', name: 'Card' } }, stars: [] },
    }),
    module('/ui/button.js', ['/app/src/react.js']),
    module('/ui/card.js', ['/app/src/react.js']),
    module(part('_auth/login.tsx'), [['/ui/index.js', ['Button']], '/app/src/login-form.js']),
    // The login form's call, by import(): the wire and zod come with it.
    module('/app/src/login-form.js', [], { dynamicImports: ['/app/src/calls.js'] }),
    module('/app/src/calls.js', ['/app/src/zod.js']),
    module('/app/src/zod.js'),
    module(part('_app.tsx'), [['/ui/index.js', ['Card']], '/app/src/sidebar.js']),
    module('/app/src/sidebar.js'),
    module(part('_app/index.tsx'), ['/app/src/home.js']),
    module('/app/src/home.js', [['/ui/index.js', ['Button', 'Card']], '/app/src/calls.js', '/app/src/money.js']),
    module(part('_app/publis.tsx'), ['/app/src/list.js'], { dynamicImports: ['/app/src/apply-dialog.js'] }),
    module('/app/src/list.js', ['/app/src/money.js']),
    module('/app/src/apply-dialog.js'),
    module('/app/src/money.js'),
  ];
  const names = signedInChunkNames(graph, ROUTES);

  it("gives /login's first load a file of its own, with what the barrel gives it only", () => {
    expect(names.get(part('_auth/login.tsx'))).toBe('guest-login');
    expect(names.get('/ui/button.js')).toBe('guest-login');
    expect(names.get('/app/src/login-form.js')).toBe('guest-login');
    // Card comes through the same barrel, but /login does not take it.
    expect(names.get('/ui/card.js')).not.toBe('guest-login');
  });

  it('leaves the entry to the bundler', () => {
    expect(names.has('/app/src/main.tsx')).toBe(false);
    expect(names.has('/app/src/react.js')).toBe(false);
  });

  it.each([
    [part('_app.tsx'), 'app-layout'],
    ['/app/src/sidebar.js', 'app-layout'],
    ['/app/src/home.js', 'app-index'],
    ['/app/src/list.js', 'app-publis'],
    // What a section loads only by a later import() is not in its first load.
    ['/app/src/apply-dialog.js', 'app-publis-later'],
    ['/app/src/money.js', 'app-shared'],
    ['/ui/card.js', 'app-shared'],
  ])('gives each section one file, and what sections share one more: %s in %s', (id, name) => {
    expect(names.get(id)).toBe(name);
  });

  it("puts what a guest page's import() leads to in the common file, which the signed-in pages share", () => {
    expect(names.get('/app/src/calls.js')).toBe('app-common');
    expect(names.get('/app/src/zod.js')).toBe('app-common');
  });
  describe('what a guest page loads once painted, and the barrels', () => {
    const scroll = { exports: { RemoveScroll: { id: '/pkg/scroll/combination.js', name: 'default' } }, stars: [] };
    const both = {
      exports: { send: { id: '/app/src/wire.js', name: 'send' }, accountSchema: { id: '/app/src/schemas.js', name: 'accountSchema' } },
      stars: [],
    };
    const lazyGraph: GraphModule[] = [
      module('/app/index.html', ['/app/src/main.tsx'], {
        isEntry: true,
        dynamicImports: [part('_auth/login.tsx'), part('_app/index.tsx'), '/app/src/toaster.js', '/app/src/config-call.js', '/app/src/calls.js'],
      }),
      module('/app/src/main.tsx'),
      module(part('_auth/login.tsx')),
      module(part('_app/index.tsx'), [['/pkg/scroll/index.js', ['RemoveScroll']]]),
      // The toaster and the config call: what /login asks for once painted, unasked.
      module('/app/src/toaster.js', ['/app/src/wire.js']),
      module('/app/src/config-call.js', ['/app/src/wire.js']),
      module('/app/src/calls.js', [
        '/app/src/wire.js',
        '/app/src/schemas.js',
        ['/pkg/scroll/index.js', ['RemoveScroll']],
        ['/pkg/both/index.js', ['send', 'accountSchema']],
      ]),
      module('/app/src/wire.js'),
      module('/app/src/schemas.js'),
      // react-remove-scroll's index: one name, from one module; and a module of types, empty once built.
      module('/pkg/scroll/index.js', ['/pkg/scroll/combination.js', '/pkg/scroll/types.js'], { barrel: scroll }),
      module('/pkg/scroll/combination.js'),
      module('/pkg/scroll/types.js', [], { barrel: { exports: {}, stars: [] } }),
      module('/pkg/both/index.js', ['/app/src/wire.js', '/app/src/schemas.js'], { barrel: both }),
    ];
    const placed = signedInChunkNames(lazyGraph, ROUTES, { guestLater: /(toaster|config-call)\.js$/ });

    it('gives what /login loads once painted a file of its own, apart from the calls it does not run', () => {
      expect(placed.get('/app/src/toaster.js')).toBe('guest-later');
      expect(placed.get('/app/src/config-call.js')).toBe('guest-later');
      // The calls use the wire too: they import it from that file.
      expect(placed.get('/app/src/wire.js')).toBe('guest-later');
      expect(placed.get('/app/src/calls.js')).toBe('app-common-later');
      // Without the option, all of it is in the common files.
      expect(signedInChunkNames(lazyGraph, ROUTES).get('/app/src/toaster.js')).toBe('app-common-later');
    });

    it('keeps what the signed-in pages load by import() alone out of the common file their first load runs', () => {
      // The home page draws RemoveScroll at once: the common file, which it imports.
      expect(placed.get('/pkg/scroll/combination.js')).toBe('app-common');
      // The calls and their schemas come with the first call: a file that runs then, not with the page.
      expect(placed.get('/app/src/calls.js')).toBe('app-common-later');
      expect(placed.get('/app/src/schemas.js')).toBe('app-common-later');
    });

    it('puts a barrel in the file of what it re-exports, so that the two files do not import each other', () => {
      expect(placed.get('/pkg/scroll/combination.js')).toBe('app-common');
      expect(placed.get('/pkg/scroll/index.js')).toBe('app-common');
      expect(placed.get('/pkg/scroll/types.js')).toBe('app-common');
      // Over two files, it is left to the bundler.
      expect(placed.has('/pkg/both/index.js')).toBe(false);
    });
  });

  it("follows a barrel's `export *` to the barrel that has the name, and takes all of a barrel when its names cannot be read", () => {
    const nested: GraphModule[] = [
      module('/app/index.html', [], { isEntry: true, dynamicImports: [part('_auth/login.tsx'), part('_app/index.tsx')] }),
      module('/domain/index.js', ['/domain/texts/index.js', '/domain/money/index.js'], {
        barrel: { exports: {}, stars: ['/domain/texts/index.js', '/domain/money/index.js'] },
      }),
      module('/domain/texts/index.js', ['/domain/texts/labels.js'], {
        barrel: { exports: { label: { id: '/domain/texts/labels.js', name: 'label' } }, stars: [] },
      }),
      module('/domain/money/index.js', ['/domain/money/cents.js'], {
        barrel: { exports: { cents: { id: '/domain/money/cents.js', name: 'cents' } }, stars: [] },
      }),
      module('/domain/texts/labels.js', [], { exports: ['label'] }),
      module('/domain/money/cents.js', [], { exports: ['cents'] }),
      module(part('_auth/login.tsx'), [['/domain/index.js', ['label']]]),
      module(part('_app/index.tsx'), [['/domain/index.js', ['cents']]]),
    ];
    const placed = signedInChunkNames(nested, ROUTES);
    expect(placed.get('/domain/texts/labels.js')).toBe('guest-login');
    expect(placed.get('/domain/money/cents.js')).toBe('app-index');
    // A name no reading of the barrel finds (a re-export written some other way): all of it is /login's.
    const unread = signedInChunkNames(
      nested.map((entry) => (entry.id === part('_auth/login.tsx') ? module(entry.id, [['/domain/index.js', ['somethingElse']]]) : entry)),
      ROUTES,
    );
    expect(unread.get('/domain/money/cents.js')).toBe('guest-login');
  });
});

describe('importLoop', () => {
  it('finds files that import each other, through others too', () => {
    const files = new Map([
      ['entry.js', []],
      ['login.js', ['entry.js']],
      ['common.js', ['login.js', 'scroll.js']],
      ['scroll.js', ['entry.js']],
    ]);
    expect(importLoop(files)).toBeUndefined();
    files.set('scroll.js', ['other.js']);
    files.set('other.js', ['common.js']);
    expect(importLoop(files)).toEqual(['common.js', 'scroll.js', 'other.js', 'common.js']);
  });
});
