import { describe, expect, it } from 'vitest';
import { guestHref, proposalSearchHref } from './proposal-preview.ts';

const ID = '7d9f6c2e-1b3a-4c5d-8e9f-0a1b2c3d4e5f';

describe('proposalSearchHref', () => {
  it('searches /publis for the name with its card open, as the router writes the query', () => {
    expect(proposalSearchHref('Café & Cia: verão', ID)).toBe(`/publis?q=Caf%C3%A9+%26+Cia%3A+ver%C3%A3o&open=${ID}`);
  });

  it('quotes a name that would read as JSON, so that it stays text', () => {
    expect(proposalSearchHref('2025', ID)).toBe(`/publis?q=${encodeURIComponent('"2025"')}&open=${ID}`);
    expect(proposalSearchHref('true', ID)).toBe(`/publis?q=${encodeURIComponent('"true"')}&open=${ID}`);
  });

  it('keeps at most 100 characters, as the search does', () => {
    expect(new URLSearchParams(proposalSearchHref('a'.repeat(150), ID).split('?')[1]).get('q')).toHaveLength(100);
  });
});

describe('guestHref', () => {
  it('carries the proposal id, and only it, to the home (which sends a guest to the login) and the sign-up', () => {
    expect(guestHref('/', ID)).toBe(`/?proposal=${ID}`);
    expect(guestHref('/register', ID)).toBe(`/register?proposal=${ID}`);
  });
});
