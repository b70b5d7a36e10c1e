import type { AccountInfo } from '@ma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { decideUrlToken, tokenSubject, type AccountRead } from './url-token-decision.ts';

const account = (name: string, email: string | null): AccountInfo => ({
  user: { name, level: 'bronze', email, hasPassword: email !== null },
  profile: { picture: null },
  socials: [],
  view: { nps: false },
});
const ana = account('Ana Souza', 'ana@example.com');
const bruno = account('Bruno Lima', 'bruno@example.com');
const read = (info: AccountInfo, subject: string | undefined): AccountRead => ({ ok: true, account: info, subject });
const refused = (status: number): AccountRead => ({ ok: false, status });

/** A JWT's shape with `claims` as its payload (base64url, unpadded); the signature is not read. */
const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('decideUrlToken (docs/product/routes-and-navigation.md "Token in the URL")', () => {
  it('signs in with the link when no session is stored, as links always did', () => {
    expect(decideUrlToken(read(bruno, 'b'), undefined)).toEqual({ kind: 'sign-in', account: bruno });
  });

  it('signs in with the link when the stored session is one the server refuses (a 401 ends it anyway)', () => {
    expect(decideUrlToken(read(bruno, 'b'), refused(401))).toEqual({ kind: 'sign-in', account: bruno });
  });

  it('asks before a link enters another account than the signed-in one, naming both', () => {
    expect(decideUrlToken(read(bruno, 'b'), read(ana, 'a'))).toEqual({ kind: 'ask', other: bruno, current: ana });
  });

  it('tells accounts apart by the signed subject, not by a name or an e-mail that may repeat or be missing', () => {
    const twin = account('Ana Souza', null);
    expect(decideUrlToken(read(twin, 'b'), read(account('Ana Souza', null), 'a')).kind).toBe('ask');
    expect(decideUrlToken(read(ana, 'b'), read(ana, 'a')).kind).toBe('ask');
  });

  it('asks when either subject cannot be read: never a silent switch', () => {
    expect(decideUrlToken(read(bruno, undefined), read(ana, undefined)).kind).toBe('ask');
    expect(decideUrlToken(read(bruno, 'a'), read(ana, undefined)).kind).toBe('ask');
  });

  it("just refreshes the stored token when the link is the signed-in account's", () => {
    expect(decideUrlToken(read(ana, 'a'), read(ana, 'a'))).toEqual({ kind: 'refresh', account: ana });
  });

  it("drops a link whose token the server refuses with SPEC's token text, with or without a session", () => {
    for (const status of [401, 400, 403]) {
      expect(decideUrlToken(refused(status), read(ana, 'a'))).toEqual({ kind: 'discard', message: 'Token inválido ou expirado.' });
      expect(decideUrlToken(refused(status), undefined)).toEqual({ kind: 'discard', message: 'Token inválido ou expirado.' });
    }
  });

  it('drops the link with the general message when the server could not say (no answer, 5xx, 429)', () => {
    for (const status of [0, 500, 503, 429]) {
      expect(decideUrlToken(refused(status), undefined)).toEqual({ kind: 'discard', message: 'Erro inesperado, tente novamente mais tarde.' });
    }
  });

  it('keeps the signed-in person when who they are cannot be read now', () => {
    expect(decideUrlToken(read(bruno, 'b'), refused(0))).toEqual({ kind: 'discard', message: 'Erro inesperado, tente novamente mais tarde.' });
    expect(decideUrlToken(read(bruno, 'b'), refused(503)).kind).toBe('discard');
  });
});

describe('tokenSubject', () => {
  it("reads a JWT's sub, base64url included", () => {
    expect(tokenSubject(jwt({ sub: '3f2a1c4e-0000-4000-8000-00000000000a', token_version: 1 }))).toBe('3f2a1c4e-0000-4000-8000-00000000000a');
    // '?>' encodes to base64 with '/' and '+', which base64url writes as '_' and '-'.
    expect(tokenSubject(jwt({ sub: '??>>?>' }))).toBe('??>>?>');
  });

  it('is undefined for anything that is not a JWT with a text sub', () => {
    for (const token of ['', 'abc', 'a.%%%.c', 'a.bm90IGpzb24.c', jwt({ sub: 42 }), jwt({ sub: '' }), jwt({ user: 'x' }), `a.${btoa('null')}.c`]) {
      expect(tokenSubject(token)).toBeUndefined();
    }
  });
});
