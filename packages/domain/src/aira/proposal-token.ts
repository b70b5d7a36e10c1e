/**
 * The brand's list of applicants (`/aira/profile-list/{proposalToken}`): a secret link per
 * proposal, made by an operator, long, random, revocable and expiring. In a file of its own: the
 * route checks the token's shape, and what a route's loader imports is in every page's first load.
 */
/** base64url of 32 random bytes (newSecretToken in the API). */
export const PROPOSAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const DEFAULT_PROPOSAL_TOKEN_DAYS = 30;
export const MAX_PROPOSAL_TOKEN_DAYS = 180;
