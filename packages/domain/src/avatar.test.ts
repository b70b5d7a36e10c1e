import { describe, expect, it } from 'vitest';
import { initials } from './avatar.ts';

describe('initials', () => {
  it.each([
    ['Ana Clara Souza', 'AS'],
    ['Ana', 'A'],
    ['ana souza', 'AS'],
    ['  Ana   Souza  ', 'AS'],
    ['élida ávila', 'ÉÁ'],
    ['E\u0301lida Souza', 'E\u0301S'],
    ['Ana Souza 🇧🇷', 'AS'],
    ['(Ana) Souza', 'AS'],
    ['🎉 Ana', 'A'],
    ['Ísis\u00a0Ôliveira', 'ÍÔ'],
    ['  ', ''],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
