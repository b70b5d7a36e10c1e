import type { AccountInfo, TokenAccount } from '@ma/api-client/schemas';

/** A `?token=` link is a sign-in link to exchange, or a session token as it is. */
export type UrlTokenKind = 'link' | 'session';

/**
 * A `?token=` link waiting for the person's choice (url-token-prompt.tsx): whose account it opens
 * and, when someone is signed in, who that is.
 */
export interface UrlTokenQuestion {
  token: string;
  kind: UrlTokenKind;
  /** Name, masked e-mail and level of the link's account. */
  link: TokenAccount;
  /** The signed-in account, when there is one. */
  current?: AccountInfo;
}

/** Where the open question lives, for `useSyncExternalStore`: one per app, in the router context. */
export interface UrlTokenQuestionStore {
  get(): UrlTokenQuestion | undefined;
  set(value: UrlTokenQuestion | undefined): void;
  subscribe(listener: () => void): () => void;
}

/** An empty question store (router.tsx makes the app's, features/auth fills it). */
export function createUrlTokenQuestionStore(): UrlTokenQuestionStore {
  let question: UrlTokenQuestion | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => question,
    set(value) {
      question = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
