/**
 * `?token=` signs in by URL (docs/product/routes-and-navigation.md "Token in the URL"). This part
 * is in every page's first load, so it only moves the token: the rest loads when one came
 * (url-token-sign-in.ts, url-token-prompt.tsx).
 */

/**
 * The query string without its `token` pairs, and the token when exactly one non-empty one was
 * there; undefined when there was none. The other pairs are kept as they were written, since
 * the router reads them next.
 */
export function splitUrlToken(search: string): { token: string | undefined; search: string } | undefined {
  const pairs = search.slice(1).split('&').filter(Boolean);
  const tokens = pairs.filter((pair) => /^token(=|$)/.test(pair));
  if (tokens.length === 0) return undefined;
  const kept = pairs.filter((pair) => !tokens.includes(pair));
  return { token: tokens.length === 1 ? valueOf(tokens[0]) : undefined, search: kept.length > 0 ? `?${kept.join('&')}` : '' };
}

function valueOf(pair = ''): string | undefined {
  try {
    return decodeURIComponent(pair.slice('token='.length)) || undefined;
  } catch {
    return undefined;
  }
}

// eslint-disable-next-line no-restricted-syntax -- the token of this page's address, taken before the app exists
let captured: string | undefined;

/**
 * main.tsx, before the router reads the address: the token leaves the address bar and its
 * history entry at once (replaced, so Back never returns to it, and later requests never send
 * it as a Referer), and waits for the root route to take it.
 */
export function captureUrlToken(): void {
  const split = splitUrlToken(location.search);
  if (!split) return;
  history.replaceState(history.state, '', `${location.pathname}${split.search}${location.hash}`);
  captured = split.token;
}

/** The token main.tsx captured, once. */
export function takeUrlToken(): string | undefined {
  const token = captured;
  captured = undefined;
  return token;
}
