import { describe, expect, it } from 'vitest';
import { partnershipTypeLabels, partnershipTypes } from './partnership-type.ts';

describe('partnershipTypeLabels', () => {
  it('labels every type as SPEC.md section 3 does', () => {
    expect(partnershipTypes.map((type) => partnershipTypeLabels[type])).toEqual([
      'Cachê',
      'Afiliação',
      'Permuta',
      'Recebido',
    ]);
  });
});
