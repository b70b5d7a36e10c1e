import type { AffiliateMe, AffiliateProfile } from '@ma/api-client/schemas';
import { affiliateKeys } from '@ma/api-client/query';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a registration or an edit: every affiliate read is refreshed (the resource's root key),
 * and the answer is the registration at once, so the area's guards (affiliate-guard.ts) let the
 * creator in without waiting for a new read.
 */
export function storeProfile(queryClient: QueryClient, profile: AffiliateProfile): void {
  void queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
  queryClient.setQueryData<AffiliateMe>(affiliateKeys.me(), { affiliate: profile });
}
