/**
 * The brand's list of applicants (`/aira/profile-list/{proposalToken}`): a secret link per
 * proposal, made by an operator, long, random, revocable and expiring.
 */
export const PROPOSAL_TOKEN_BYTES = 32;
/** base64url of 32 bytes. */
export const PROPOSAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const DEFAULT_PROPOSAL_TOKEN_DAYS = 30;
export const MAX_PROPOSAL_TOKEN_DAYS = 180;

/** What a brand decides on an application. */
export const applicationDecisions = ['accepted', 'rejected'] as const;
export type ApplicationDecision = (typeof applicationDecisions)[number];
