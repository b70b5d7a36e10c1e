import type { Context } from 'hono';
import { systemClock, type Clock } from '../../../../lib/clock.ts';
import type { RedirectUris } from './authorize-request.ts';
import type { EndpointWrapper } from './fake-traffic.ts';
import { createGrantTokens, type GrantTokens } from './grant-tokens.ts';

// What the Meta and TikTok fakes have in common beside their app's credentials: where they are
// mounted, the redirect URIs they accept, their clock, their signed grants and their traffic.

export interface FakeProviderOptions {
  /** Signs the demo codes and tokens: the same secret keeps them valid across processes and restarts. */
  secret: string;
  /** Where the fake is mounted, e.g. '/v3/demo/meta'. @default '' */
  prefix?: string;
  /** The absolute URL of the prefix as browsers reach it (avatar URLs, Meta's paging links). @default the request's origin + prefix */
  publicUrl?: string;
  /**
   * The app's registered redirect URIs, matched exactly (or, as a function, those of the origin
   * the consent page is asked at); any http(s) URI when omitted (tests).
   */
  redirectUris?: RedirectUris;
  /** @default systemClock */
  clock?: Clock;
}

/** What a fake's handlers share, whichever provider it stands for. */
export interface FakeProviderContext<E extends string> {
  prefix: string;
  redirectUris: RedirectUris | undefined;
  clock: Clock;
  grants: GrantTokens;
  endpoint: EndpointWrapper<E>;
  /** The absolute URL of the prefix, as browsers reach it (avatars, paging links). */
  baseUrl(c: Context): string;
}

/** The shared part of a fake's context; `purpose` keeps one provider's grants from opening the other. */
export function fakeProviderContext<E extends string>(
  options: FakeProviderOptions,
  purpose: 'meta' | 'tiktok',
  endpoint: EndpointWrapper<E>,
): FakeProviderContext<E> {
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  const clock = options.clock ?? systemClock;
  return {
    prefix,
    redirectUris: options.redirectUris,
    clock,
    grants: createGrantTokens({ secret: options.secret, purpose, clock }),
    endpoint,
    baseUrl: (c) => options.publicUrl?.replace(/\/+$/, '') ?? `${new URL(c.req.url).origin}${prefix}`,
  };
}
