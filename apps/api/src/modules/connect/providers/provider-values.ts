import type { RecentPosts } from './provider.ts';

// Small conversions both clients share, from what a provider answered to what provider.ts promises.

/**
 * Averages likes and comments over the posts that report them: a post whose owner hid its like
 * count has none, and counting it as 0 would pull the average down.
 */
export function averageRecentPosts(posts: readonly { likes?: number | undefined; comments?: number | undefined }[]): RecentPosts {
  return {
    sampled: posts.length,
    averageLikes: average(posts.map((post) => post.likes)),
    averageComments: average(posts.map((post) => post.comments)),
  };
}

function average(values: readonly (number | undefined)[]): number {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length === 0 ? 0 : known.reduce((sum, value) => sum + value, 0) / known.length;
}

/** `value` when it is an http(s) URL; undefined for anything else (a javascript: or data: URL, no URL at all). */
export function httpUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A profile picture only as an http(s) URL; anything else is dropped. */
export const webUrlOrNull = (value: string | undefined): string | null => httpUrl(value)?.href ?? null;

/** A provider's identifier (error type, trace or log id) only when it looks like one: whatever else it holds stays out of messages. */
export const plain = (value: string | undefined): string | undefined =>
  value !== undefined && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : undefined;
