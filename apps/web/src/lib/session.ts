import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_TTL_SECONDS } from '@ma/domain';

/** Reads the access token cookie (docs/product/accounts-and-levels.md: ma_access-token). */
export function readAccessToken(): string | undefined {
  const prefix = `${ACCESS_TOKEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** 7 days, SameSite strict, path / (docs/product/accounts-and-levels.md); Secure whenever the page is. */
export function writeAccessToken(token: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${ACCESS_TOKEN_TTL_SECONDS}; Path=/; SameSite=Strict${secure}`;
}

export function clearAccessToken(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}
