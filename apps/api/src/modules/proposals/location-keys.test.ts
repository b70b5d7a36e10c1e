import { describe, expect, it } from 'vitest';
import { creatorLocationKeys, proposalLocationKeys } from './location-keys.ts';
import { normaliseText, proposalSearchText, searchPatterns } from './search-text.ts';

describe('location keys', () => {
  it('keys a whole state by its UF and each named city by UF/city, without accents or case', () => {
    expect(
      proposalLocationKeys([
        { state: 'sp', city: [] },
        { state: 'BA', city: ['Salvador', 'Feira de Santana'] },
        { state: 'MG', city: ['Belo Horizonte', 'belo horizonte'] },
      ]),
    ).toEqual(['SP', 'BA/salvador', 'BA/feira de santana', 'MG/belo horizonte']);
  });

  it('keys a creator by state and city, so a state-wide or a city location both match', () => {
    expect(creatorLocationKeys('BA', 'São Gonçalo dos Campos')).toEqual(['BA', 'BA/sao goncalo dos campos']);
    expect(creatorLocationKeys('BA', ' ')).toEqual(['BA']);
    expect(creatorLocationKeys(null, 'Salvador')).toEqual([]);
  });
});

describe('search text', () => {
  it('drops accents, case and extra spaces', () => {
    expect(normaliseText('  Ação   de VERÃO  Maçã ')).toBe('acao de verao maca');
    expect(proposalSearchText({ name: 'Glow', brandName: 'Lumière', description: null })).toBe('glow lumiere');
  });

  it('makes one pattern per word, with LIKE wildcards taken literally', () => {
    expect(searchPatterns(' Verão  glow ')).toEqual(['%verao%', '%glow%']);
    expect(searchPatterns('50%_off\\')).toEqual(['%50\\%\\_off\\\\%']);
    expect(searchPatterns(undefined)).toEqual([]);
    expect(searchPatterns('   ')).toEqual([]);
  });
});
