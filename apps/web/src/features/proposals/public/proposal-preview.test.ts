import { describe, expect, it } from 'vitest';
import { proposalSearchHref } from './proposal-preview.ts';

describe('proposalSearchHref', () => {
  it('searches /publis for the name, as the router writes the query', () => {
    expect(proposalSearchHref('Café & Cia: verão')).toBe('/publis?q=Caf%C3%A9+%26+Cia%3A+ver%C3%A3o');
  });

  it('quotes a name that would read as JSON, so that it stays text', () => {
    expect(proposalSearchHref('2025')).toBe(`/publis?q=${encodeURIComponent('"2025"')}`);
    expect(proposalSearchHref('true')).toBe(`/publis?q=${encodeURIComponent('"true"')}`);
  });

  it('keeps at most 100 characters, as the search does', () => {
    expect(new URLSearchParams(proposalSearchHref('a'.repeat(150)).split('?')[1]).get('q')).toHaveLength(100);
  });
});
