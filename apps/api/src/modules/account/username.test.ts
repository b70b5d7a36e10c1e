import { describe, expect, it } from 'vitest';
import { firstFreeUsername, RESERVED_USERNAMES, usernameBase } from './username.ts';

describe('usernameBase', () => {
  it.each([
    ['Ana Clara Souza', 'ana-clara-souza'],
    ['  João   D’Ávila  ', 'joao-d-avila'],
    ['MARÍA-JOSÉ ÇÃO', 'maria-jose-cao'],
    ['Lu 2025', 'lu-2025'],
    ['🌸✨', 'criador'],
    ['Maximiliana Cavalcanti de Albuquerque', 'maximiliana-cavalcanti-de-albu'],
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
