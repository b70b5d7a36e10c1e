import { describe } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { initials } from './avatar.ts';

describe('initials', () => {
  itReturns('%j -> %j', initials, [
    ['Ana Clara Souza', 'AS'],
    ['Ana', 'A'],
    ['ana souza', 'AS'],
    ['  Ana   Souza  ', 'AS'],
    ['élida ávila', 'ÉÁ'],
    ['E\u0301lida Souza', 'E\u0301S'],
    ['Ana Souza 🇧🇷', 'AS'],
    ['(Ana) Souza', 'AS'],
    ['🎉 Ana', 'A'],
    ['🎉Ana', 'A'],
    // A keycap is a digit with the marks that make it one character.
    ['Ana 1\uFE0F\u20E3', 'A1\uFE0F\u20E3'],
    ['Ísis\u00a0Ôliveira', 'ÍÔ'],
    ['  ', ''],
    ['', ''],
    [null, ''],
  ]);
});
