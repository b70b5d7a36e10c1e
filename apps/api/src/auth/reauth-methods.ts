import type { ReauthMethod } from '@ma/api-client/schemas';
import { PROOF_TTL_MS } from './reauth.ts';

/** What decides an account's ways to re-authenticate (docs/decisions/025-re-authentication.md). */
export interface ReauthAccount {
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
}

/**
 * Neither a password nor a proven address (an account made from Instagram): its Instagram
 * connection is its only proof, so replacing or removing that connection asks for one too.
 */
export const provenOnlyByInstagram = (account: ReauthAccount): boolean => account.passwordHash === null && account.emailVerifiedAt === null;

/**
 * The ways of an account: its password when it has one; otherwise Google and a mailed code when
 * it proved an address; otherwise a fresh consent of the Instagram it is connected to. Instagram
 * is never the way of an account that has another one: a stolen session could connect its own
 * Instagram to it.
 */
export function reauthMethods(
  account: ReauthAccount & { socials: readonly { network: string }[] },
  options: { googleOffered: boolean },
): ReauthMethod[] {
  if (account.passwordHash !== null) return ['password'];
  if (account.emailVerifiedAt !== null) return options.googleOffered ? ['google', 'code'] : ['code'];
  return account.socials.some((social) => social.network === 'instagram') ? ['instagram'] : [];
}

/**
 * An account made from Instagram moments ago: the sign-up's consent is itself a fresh consent of
 * its Instagram, so for as long as a proof lasts it counts as one (the congratulations page asks
 * for the e-mail and password right after the sign-up). A copied token in that window is worth
 * what a copied proof is.
 */
export const justMadeFromInstagram = (account: ReauthAccount & { createdAt: Date }, now: Date): boolean =>
  provenOnlyByInstagram(account) && now.getTime() - account.createdAt.getTime() < PROOF_TTL_MS;
