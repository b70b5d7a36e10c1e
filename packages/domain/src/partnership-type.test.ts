import { describe, expect, it } from 'vitest';
import { partnershipTypeLabels, partnershipTypes } from './partnership-type.ts';

describe('partnershipTypeLabels', () => {
  it('labels every type as docs/product/proposals.md does', () => {
    expect(partnershipTypes.map((type) => partnershipTypeLabels[type])).toEqual(['Cachê', 'Afiliação', 'Permuta', 'Recebido']);
  });
});
