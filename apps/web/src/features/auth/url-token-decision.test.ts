import type { AccountInfo, TokenAccount } from '@ma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { accountOf } from '../../test/account-fixture.ts';
import { decideUrlToken, tokenSubject, urlTokenKind, type AccountRead, type LinkRead } from './url-token-decision.ts';

const account = (name: string, email: string | null) =>
  accountOf({ name, level: 'bronze', email, hasPassword: email !== null, reauthMethods: email !== null ? ['password'] : ['instagram'] });
const ana = account('Ana Souza', 'ana@example.com');
const holder = (name: string, email: string | null): TokenAccount => ({ name, email, level: 'silver' });
const bruno = holder('Bruno Lima', 'b***@example.com');
const sessionLink = (to: TokenAccount, subject: string | undefined): LinkRead => ({ ok: true, kind: 'session', account: to, subject });
const signInLink = (to: TokenAccount): LinkRead => ({ ok: true, kind: 'link', account: to, subject: undefined });
const read = (info: AccountInfo, subject: string | undefined): AccountRead => ({ ok: true, account: info, subject });
const refused = (status: number) => ({ ok: false as const, status });

/** A JWT's shape with `claims` as its payload (base64url, unpadded); the signature is not read. */
const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('decideUrlToken (docs/product/routes-and-navigation.md "Token in the URL")', () => {
  it('never enters silently where no one is signed in: it asks, naming the account with its masked e-mail', () => {
    for (const link of [sessionLink(bruno, 'b'), signInLink(bruno)]) {
      expect(decideUrlToken(link, undefined)).toEqual({ kind: 'confirm', link: bruno });
    }
  });

  it('asks too when the stored session is one the server refuses (a 401 ends it anyway)', () => {
    expect(decideUrlToken(sessionLink(bruno, 'b'), refused(401))).toEqual({ kind: 'confirm', link: bruno });
    expect(decideUrlToken(signInLink(bruno), refused(401))).toEqual({ kind: 'confirm', link: bruno });
  });

  it('asks before a link enters another account than the signed-in one, naming both', () => {
    expect(decideUrlToken(sessionLink(bruno, 'b'), read(ana, 'a'))).toEqual({ kind: 'ask', link: bruno, current: ana });
    expect(decideUrlToken(signInLink(bruno), read(ana, 'a'))).toEqual({ kind: 'ask', link: bruno, current: ana });
  });

  it('tells session tokens apart by the signed subject, not by a name or an e-mail that may repeat or be missing', () => {
    const twin = holder('Ana Souza', 'a***@example.com');
    expect(decideUrlToken(sessionLink(twin, 'b'), read(ana, 'a')).kind).toBe('ask');
    expect(decideUrlToken(sessionLink(holder('Ana Souza', null), 'b'), read(account('Ana Souza', null), 'a')).kind).toBe('ask');
  });

  it('asks when either subject of two session tokens cannot be read: never a silent switch', () => {
    expect(decideUrlToken(sessionLink(bruno, undefined), read(ana, undefined)).kind).toBe('ask');
    expect(decideUrlToken(sessionLink(bruno, 'a'), read(ana, undefined)).kind).toBe('ask');
  });

  it("just refreshes the stored token when a session token is the signed-in account's", () => {
    expect(decideUrlToken(sessionLink(holder('Ana Souza', 'a***@example.com'), 'a'), read(ana, 'a'))).toEqual({ kind: 'refresh' });
  });

  it('leaves a sign-in link unused when it is to the signed-in account (same name and masked e-mail); any difference asks', () => {
    expect(decideUrlToken(signInLink(holder('Ana Souza', 'a***@example.com')), read(ana, 'a'))).toEqual({ kind: 'stay' });
    expect(decideUrlToken(signInLink(holder('Ana Souza', 'a***@gmail.com')), read(ana, 'a')).kind).toBe('ask');
    expect(decideUrlToken(signInLink(holder('Ana Souza', null)), read(ana, 'a')).kind).toBe('ask');
    expect(decideUrlToken(signInLink(holder('Ana Sousa', 'a***@example.com')), read(ana, 'a')).kind).toBe('ask');
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
    expect(decideUrlToken(sessionLink(bruno, 'b'), refused(0))).toEqual({ kind: 'discard', message: 'Erro inesperado, tente novamente mais tarde.' });
    expect(decideUrlToken(signInLink(bruno), refused(503)).kind).toBe('discard');
  });
});

describe('urlTokenKind', () => {
  it('reads a JWT as a session token and anything else as a sign-in link', () => {
    expect(urlTokenKind(jwt({ sub: 'x' }))).toBe('session');
    expect(urlTokenKind('q3Yw0n7Jf1cQm4L2Xo9BvKzR8dTgPaHs5uEiNyC6WjM')).toBe('link');
    expect(urlTokenKind('a.b')).toBe('link');
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
