import { describe, expect, it } from 'vitest';
import { searchParamsOf } from './search-params.ts';

describe('searchParamsOf', () => {
  it('names each filter in snake_case and leaves out the empty ones', () => {
    expect(searchParamsOf({ q: 'ana', partnershipType: 'cache', targetId: '', operatorId: undefined, cursor: 'c2' })).toEqual({
      q: 'ana',
      partnership_type: 'cache',
      cursor: 'c2',
    });
  });

  it('is empty for no filters', () => {
    expect(searchParamsOf({})).toEqual({});
  });
});
