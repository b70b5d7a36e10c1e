import type { AudienceGender } from '@ma/domain';
import type { Level } from '@ma/domain';
import type { SessionUser } from '../account/account.repository.ts';
import { creatorLocationKeys } from './location-keys.ts';

/** What the list and the apply call compare each proposal's targeting with. */
export interface CreatorProfile {
  userId: string;
  level: Level;
  /**
   * The proposal's `isConnected`: the creator has Instagram connected. Every proposal asks
   * for Instagram deliverables (posts, stories, reels), so that is the network it needs;
   * see docs/decisions/005-proposal-eligibility.md.
   */
  isConnected: boolean;
  /** The largest audience among the connected networks; null with none connected. */
  reach: number | null;
  locationKeys: string[];
  /** Where she lives, as she wrote it: what a blocked card shows beside the proposal's places. */
  city: string | null;
  state: string | null;
  audience: {
    states: string[];
    minAge: number | null;
    maxAge: number | null;
    gender: AudienceGender | null;
  };
}

/**
 * A creator's profile for matching: the signed-in one's (the session's row, networks and
 * audience) or an applicant's on the brand's list (brand-list/applicants.ts).
 */
export function creatorProfile(user: Pick<SessionUser, 'id' | 'level' | 'socials' | 'state' | 'city' | 'audience'>): CreatorProfile {
  const { audience } = user;
  const followers = user.socials.map((social) => social.followers);
  return {
    userId: user.id,
    level: user.level,
    isConnected: user.socials.some((social) => social.network === 'instagram'),
    reach: followers.length > 0 ? Math.max(...followers) : null,
    locationKeys: creatorLocationKeys(user.state, user.city),
    city: user.city ?? null,
    state: user.state ?? null,
    audience: {
      states: (audience?.states ?? []).map((state) => state.trim().toUpperCase()).filter(Boolean),
      minAge: audience?.minAge ?? null,
      maxAge: audience?.maxAge ?? null,
      gender: audience?.gender ?? null,
    },
  };
}
