import { canApply, centavosToReais, formatBRL, missingFeaturesMessage, validateOfferValue, type Level, type MissingFeature } from '@ma/domain';
import type { ErrorBody } from '../../lib/errors.ts';
import { proposalErrorCodes, proposalMessages } from './proposals.messages.ts';

/** The largest offer stored (an integer column of centavos holds up to about R$ 21 milhões). */
export const MAX_OFFER_REAIS = 10_000_000;

export interface ApplyCheckInput {
  creator: { level: Level; isConnected: boolean };
  proposal: { isSilversAllowed: boolean; acceptsNegotiations: boolean; valueCents: number; hasApplied: boolean; missingFeatures: readonly MissingFeature[] };
  payload: { totalPosts: number; totalStories: number; totalReels: number; totalVideos: number; value: number };
}

export type ApplyRefusal = { status: 403 | 409 | 422; body: ErrorBody };

export const alreadyAppliedRefusal = {
  status: 409,
  body: { detail: proposalMessages.alreadyApplied, code: proposalErrorCodes.alreadyApplied },
} as const satisfies ApplyRefusal;

/**
 * Why the server refuses an application, most fundamental reason first, or null. The level,
 * missing-feature and value rules are @ma/domain's, the same the UI applies; the API checks
 * them again because a client may send anything.
 */
export function applyRefusal({ creator, proposal, payload }: ApplyCheckInput): ApplyRefusal | null {
  if (!canApply({ level: creator.level, isConnected: creator.isConnected, isSilversAlloweds: proposal.isSilversAllowed })) {
    const detail = proposal.isSilversAllowed ? proposalMessages.silverOrGold : proposalMessages.goldOnly;
    return { status: 403, body: { detail, code: proposalErrorCodes.levelRequired } };
  }
  const missing = missingFeaturesMessage(proposal.missingFeatures);
  if (missing) return { status: 422, body: { detail: missing, code: proposalErrorCodes.missingFeatures } };
  if (proposal.hasApplied) return alreadyAppliedRefusal;

  const deliverables = payload.totalPosts + payload.totalStories + payload.totalReels + payload.totalVideos;
  if (deliverables === 0) {
    const detail = proposalMessages.noDeliverables;
    return { status: 422, body: { detail, fields: { total_posts: detail, total_stories: detail, total_reels: detail, total_videos: detail } } };
  }
  const valueProblem =
    validateOfferValue({ value: payload.value, proposalValue: centavosToReais(proposal.valueCents), acceptsNegotiations: proposal.acceptsNegotiations }) ??
    (payload.value > MAX_OFFER_REAIS ? `O valor pode ser no máximo ${formatBRL(MAX_OFFER_REAIS)}.` : null);
  if (valueProblem) return { status: 422, body: { detail: valueProblem, fields: { value: valueProblem } } };
  return null;
}
