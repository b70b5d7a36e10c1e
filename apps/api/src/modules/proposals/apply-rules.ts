import { applicationSchemaFor, type ApplicationOutput } from '@ma/api-client/schemas';
import { canApply, centavosToReais, type Level, type MissingFeature } from '@ma/domain';
import { apiError, type ApiError } from '../../lib/errors.ts';
import { validationError } from '../../lib/validation.ts';

export interface ApplyCheckInput {
  creator: { level: Level; isConnected: boolean };
  proposal: {
    isSilversAllowed: boolean;
    acceptsNegotiations: boolean;
    valueCents: number;
    hasApplied: boolean;
    missingFeatures: readonly MissingFeature[];
  };
  payload: ApplicationOutput;
}

/**
 * Why the server refuses an application, most fundamental reason first, or null. The level
 * rule and the offer's schema are the ones the web app applies (@ma/domain, @ma/api-client);
 * the API checks them again because a client may send anything.
 */
export function applyRefusal({ creator, proposal, payload }: ApplyCheckInput): ApiError | null {
  if (!canApply({ level: creator.level, isConnected: creator.isConnected, isSilversAlloweds: proposal.isSilversAllowed })) {
    return apiError('LEVEL_REQUIRED', proposal.isSilversAllowed);
  }
  if (proposal.missingFeatures.length > 0) return apiError('MISSING_FEATURES', proposal.missingFeatures);
  if (proposal.hasApplied) return apiError('ALREADY_APPLIED');
  const terms = { value: centavosToReais(proposal.valueCents), acceptsNegotiations: proposal.acceptsNegotiations };
  const offer = applicationSchemaFor(terms).safeParse(payload);
  return offer.success ? null : validationError(offer.error);
}
