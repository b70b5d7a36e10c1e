import { isApiError } from '@ma/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The proof of re-authentication (docs/decisions/025-re-authentication.md), kept in the query
 * client for as long as the server takes it (10 minutes, a little less here), so that the next
 * sensitive action does not ask again; it lives in memory only, gone with the tab.
 */
export const reauthKeys = {
  all: ['reauth'] as const,
  proof: () => [...reauthKeys.all, 'proof'] as const,
};

/** Forgotten this long before the server's end, so that a proof is not sent as it expires. */
const MARGIN_MS = 30_000;

interface StoredProof {
  proof: string;
  until: number;
}

export function rememberProof(queryClient: QueryClient, proof: string, expiresInSeconds: number, now = Date.now()): void {
  queryClient.setQueryData<StoredProof>(reauthKeys.proof(), { proof, until: now + expiresInSeconds * 1000 - MARGIN_MS });
}

export function currentProof(queryClient: QueryClient, now = Date.now()): string | undefined {
  const stored = queryClient.getQueryData<StoredProof>(reauthKeys.proof());
  return stored && stored.until > now ? stored.proof : undefined;
}

export const forgetProof = (queryClient: QueryClient): void => queryClient.removeQueries({ queryKey: reauthKeys.all });

/** The API refused for want of a proof (403 REAUTH_REQUIRED). */
export const isReauthRequired = (error: unknown): boolean => isApiError(error) && error.code === 'REAUTH_REQUIRED';

/** The person closed 'Confirme que é você': the action stops, with nothing to tell. */
export class ReauthCancelled extends Error {
  constructor() {
    super('re-authentication cancelled');
    this.name = 'ReauthCancelled';
  }
}
