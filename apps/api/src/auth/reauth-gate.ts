import { REAUTH_HEADER } from '@ma/api-client/schemas';
import type { Context } from 'hono';
import { apiError } from '../lib/errors.ts';
import type { AuthedEnv } from '../lib/types.ts';
import type { ReauthTokens } from './reauth.ts';

/** The services a gated route needs: the re-authentication module provides `reauth`. */
export interface ReauthGateServices {
  reauth: ReauthTokens;
}

/**
 * Whether the request carries a proof of re-authentication for its own account at its current
 * token version (docs/decisions/025-re-authentication.md): a proof of another account, an expired
 * one, one from before a password change, or a session token in its place are no proof.
 */
export async function hasReauthProof<S extends ReauthGateServices>(c: Context<AuthedEnv<S>>): Promise<boolean> {
  const proof = c.req.header(REAUTH_HEADER);
  if (!proof) return false;
  const { id, tokenVersion } = c.var.user;
  return c.var.services.reauth.verifyProof(proof, { userId: id, tokenVersion });
}

/** Refuses with 403 REAUTH_REQUIRED what a session alone must not do. */
export async function requireReauthProof<S extends ReauthGateServices>(c: Context<AuthedEnv<S>>): Promise<void> {
  if (!(await hasReauthProof(c))) throw apiError('REAUTH_REQUIRED');
}
