import { describe, expect, it } from 'vitest';
import {
  firstFreeUsername,
  RESERVED_USERNAMES,
  USERNAME_FORMAT,
  USERNAME_LENGTH,
  USERNAME_REQUIRED,
  USERNAME_RESERVED,
  usernameBase,
  usernameProblem,
} from './username.ts';

describe('usernameProblem', () => {
  it.each(['ana', 'ana.souza', 'ana_souza', 'ana-souza-2', 'a1', 'x'.repeat(30)])('takes %s', (username) => {
    expect(usernameProblem(username)).toBeNull();
  });

  it.each([
    ['', USERNAME_REQUIRED],
    ['a', USERNAME_LENGTH],
    ['x'.repeat(31), USERNAME_LENGTH],
    ['Ana', USERNAME_FORMAT],
    ['ana souza', USERNAME_FORMAT],
    ['.ana', USERNAME_FORMAT],
    ['ana-', USERNAME_FORMAT],
    ['joão', USERNAME_FORMAT],
    ['ana/souza', USERNAME_FORMAT],
    ['<b>oi</b>', USERNAME_FORMAT],
  ])('refuses %j', (username, message) => {
    expect(usernameProblem(username)).toBe(message);
  });

  it.each([
    'login',
    'register',
    'publis',
    'aira',
    'credits',
    'media-kit',
    'affiliate',
    'monetize',
    'privacy-policy',
    'account',
    'publi',
    'instagram',
    'v3',
    'assets',
  ])('refuses the app route %s', (username) => {
    expect(usernameProblem(username)).toBe(USERNAME_RESERVED);
  });

  it('gives every generated base a valid address', () => {
    for (const name of ['Ana Clara Souza', 'Lu', '🌸', 'Maximiliana Cavalcanti de Albuquerque']) {
      expect(usernameProblem(firstFreeUsername(usernameBase(name), [usernameBase(name)]))).toBeNull();
    }
  });
});

describe('usernameBase', () => {
  it.each([
    ['Ana Clara Souza', 'ana-clara-souza'],
    ['  João   D’Ávila  ', 'joao-d-avila'],
    ['MARÍA-JOSÉ ÇÃO', 'maria-jose-cao'],
    ['Lu 2025', 'lu-2025'],
    ['🌸✨', 'criador'],
    ['Maximiliana Cavalcanti de Albuquerque', 'maximiliana-cavalcanti-de'],
  ])('%s -> %s', (name, expected) => {
    expect(usernameBase(name)).toBe(expected);
  });
});

describe('firstFreeUsername', () => {
  it('takes the base, then numbers from 2', () => {
    expect(firstFreeUsername('ana', [])).toBe('ana');
    expect(firstFreeUsername('ana', ['ana', 'ana-2', 'ana-clara'])).toBe('ana-3');
  });

  it('skips every reserved app route', () => {
    for (const reserved of RESERVED_USERNAMES) expect(firstFreeUsername(reserved, [])).toBe(`${reserved}-2`);
  });
});
