/**
 * Where 'Confirmar com o Instagram' left from (docs/decisions/025-re-authentication.md): the
 * consent leaves the page, and /account/confirm-instagram brings the person back there. Kept in
 * sessionStorage (this tab only) for the consent's 10 minutes; only a path of this site.
 */
const KEY = 'ma:reauth-instagram-return';
const TTL_MS = 10 * 60 * 1000;

export function rememberReturn(path: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage refused (private mode): the person lands on the account page instead.
  }
}

/** The path to go back to, once; '/account' when none (or an old one, or not a path of this site). */
export function takeReturn(now = Date.now()): string {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    sessionStorage.removeItem(KEY);
  } catch {
    stored = null;
  }
  const { path, at } = (stored ?? {}) as { path?: unknown; at?: unknown };
  const fresh = typeof at === 'number' && now - at <= TTL_MS;
  const local = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
  return fresh && local ? path : '/account';
}

/** Leaves the app for the consent page (its own function, so that tests can stand in for the browser). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
