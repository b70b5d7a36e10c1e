import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import {
  firstFreeUsername,
  RESERVED_USERNAMES,
  USERNAME_FORMAT,
  USERNAME_LENGTH,
  USERNAME_REQUIRED,
  USERNAME_RESERVED,
  usernameBase,
  usernameFromHandle,
  usernameProblem,
} from './username.ts';

describe('usernameProblem', () => {
  it.each(['ana', 'ana_souza', 'ana_souza_2', 'a1', '2ana', 'x'.repeat(30)])('takes %s', (username) => {
    expect(usernameProblem(username)).toBeNull();
  });

  itReturns('refuses %j', usernameProblem, [
    ['', USERNAME_REQUIRED],
    ['a', USERNAME_LENGTH],
    ['x'.repeat(31), USERNAME_LENGTH],
    ['Ana', USERNAME_FORMAT],
    ['ana souza', USERNAME_FORMAT],
    ['.ana', USERNAME_FORMAT],
    ['_ana', USERNAME_FORMAT],
    ['ana_', USERNAME_FORMAT],
    ['ana-souza', USERNAME_FORMAT],
    ['joão', USERNAME_FORMAT],
    ['ana/souza', USERNAME_FORMAT],
    ['<b>oi</b>', USERNAME_FORMAT],
  ]);

  // A dot would make /{username} a file at the site's root: a kit named after a search engine's
  // verification file would prove ownership of the domain for whoever made it.
  it.each(['a.b', 'ana.souza', 'google5f3a9c1d2e7b8a64.html', 'ads.txt', 'security.txt', 'robots.txt', 'favicon.ico'])(
    'refuses %s, which has a dot, with the format message',
    (username) => {
      expect(usernameProblem(username)).toBe(USERNAME_FORMAT);
    },
  );

  it.each([...RESERVED_USERNAMES])('refuses the app route %s', (username) => {
    expect(usernameProblem(username)).toBe(USERNAME_RESERVED);
  });

  it.each(['media-kit', 'privacy-policy', 'forgot-password', 'reset-password', 'index.html'])('cannot spell the app route %s', (path) => {
    expect(usernameProblem(path)).not.toBeNull();
  });

  it('gives every generated base a valid address', () => {
    for (const name of ['Ana Clara Souza', 'Lu', '🌸', 'Maximiliana Cavalcanti de Albuquerque']) {
      expect(usernameProblem(firstFreeUsername(usernameBase(name), [usernameBase(name)]))).toBeNull();
    }
  });
});

describe('usernameBase', () => {
  itReturns('%s -> %s', usernameBase, [
    ['Ana Clara Souza', 'ana_clara_souza'],
    ['  João   D’Ávila  ', 'joao_d_avila'],
    ['MARÍA-JOSÉ ÇÃO', 'maria_jose_cao'],
    ['Lu 2025', 'lu_2025'],
    ['_Lu_', 'lu'],
    ['🌸✨', 'criador'],
    ['Maximiliana Cavalcanti de Albuquerque', 'maximiliana_cavalcanti_de'],
  ]);
});

describe('firstFreeUsername', () => {
  it('takes the base, then numbers from 2', () => {
    expect(firstFreeUsername('ana', [])).toBe('ana');
    expect(firstFreeUsername('ana', ['ana', 'ana_2', 'ana_clara'])).toBe('ana_3');
  });

  it('skips every reserved app route', () => {
    for (const reserved of RESERVED_USERNAMES) expect(firstFreeUsername(reserved, [])).toBe(`${reserved}_2`);
  });
});

describe('usernameFromHandle', () => {
  it.each([
    ['Ana.Souza', 'ana_souza'],
    ['bia_rocha', 'bia_rocha'],
    ['ana.demo77', 'ana_demo77'],
  ])('%s -> %s', (handle, expected) => {
    expect(usernameFromHandle(handle)).toBe(expected);
    expect(usernameProblem(expected)).toBeNull();
  });
});
