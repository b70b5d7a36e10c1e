import { clearAccessToken, readAccessToken, writeAccessToken } from './session.ts';

export interface Auth {
  isLoggedIn(): boolean;
  /** Stores the session token and marks the user logged in. */
  signIn(token: string): void;
  /** Clears the cookie (and so the bearer header) and marks the user logged out. */
  signOut(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The logged-in flag of docs/product/accounts-and-levels.md: true at start when the cookie exists,
 * true after a sign-in, false after logout or any 401.
 */
export function createAuth(): Auth {
  let loggedIn = readAccessToken() !== undefined;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    loggedIn = value;
    for (const listener of listeners) listener();
  };
  return {
    isLoggedIn: () => loggedIn,
    signIn(token) {
      writeAccessToken(token);
      set(true);
    },
    signOut() {
      clearAccessToken();
      set(false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
