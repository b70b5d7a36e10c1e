import { applicationDecisions, audienceGenders, fitCriteria, PROPOSAL_TOKEN_PATTERN } from '@ma/domain';
import { z } from 'zod';
import { isoInstant, levelSchema } from './common.ts';
import { applicationStatusSchema, deliverablesSchema, proposalLocationSchema, proposalSchema } from './proposal.ts';

// The brand's list of applicants (GET /v3/aira/profile-list/{token}): docs/product/brand-applicants.md.

/** A link's token as the operator's command prints it: 43 base64url characters. */
export const proposalTokenSchema = z.string().regex(PROPOSAL_TOKEN_PATTERN);

export const audienceGenderSchema = z.enum(audienceGenders);
export const applicationDecisionSchema = z.enum(applicationDecisions, { error: 'Escolha aceitar ou recusar.' });
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;
export const fitCriterionSchema = z.enum(fitCriteria);

/** What the proposal asks of a creator; empty lists and nulls target everyone. */
export const brandTargetingSchema = z.object({
  niches: z.array(z.string()),
  minFollowers: z.number().int().nonnegative().nullable(),
  maxFollowers: z.number().int().nonnegative().nullable(),
  locations: z.array(proposalLocationSchema),
  audienceStates: z.array(z.string()),
  audienceMinAge: z.number().int().nullable(),
  audienceMaxAge: z.number().int().nullable(),
  audienceGender: audienceGenderSchema.nullable(),
});
export type BrandTargeting = z.infer<typeof brandTargetingSchema>;

/** The proposal the link opens, as its brand sees it. */
export const brandProposalSchema = proposalSchema
  .pick({
    id: true,
    name: true,
    brandName: true,
    logoUrl: true,
    partnershipType: true,
    acceptsNegotiations: true,
    description: true,
    validUntil: true,
  })
  .extend({
    /** Integer centavos: only the creators' proposal and application carry reais (SPEC's `value`). */
    valueCents: z.number().int().nonnegative(),
    /** Not open (closed, past its date or not yet published: `isProposalOpen`): creators do not see it, the brand may still answer. */
    closed: z.boolean(),
    targeting: brandTargetingSchema,
  });
export type BrandProposal = z.infer<typeof brandProposalSchema>;

const perNetwork = <T extends z.ZodType>(value: T) => z.object({ instagram: value.nullable(), tiktok: value.nullable() });

/** An applicant's media-kit summary: never an e-mail, a phone or anything to contact them by. */
export const applicantCreatorSchema = z.object({
  name: z.string(),
  /** The public media kit is at /{username}. */
  username: z.string(),
  photoUrl: z.string().nullable(),
  level: levelSchema,
  niches: z.array(z.string()),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** null: the network is not connected. */
  followers: perNetwork(z.number().int().nonnegative()),
  /** Percent with 2 decimals; null: not connected or not read yet. */
  engagementRate: perNetwork(z.number().nonnegative()),
});
export type ApplicantCreator = z.infer<typeof applicantCreatorSchema>;

export const applicantOfferSchema = deliverablesSchema.extend({
  /** Integer centavos. */
  valueCents: z.number().int(),
  isNegotiable: z.boolean(),
  observations: z.string(),
});
export type ApplicantOffer = z.infer<typeof applicantOfferSchema>;

export const fitCheckSchema = z.object({
  criterion: fitCriterionSchema,
  label: z.string(),
  /** null: the creator has no data for it. */
  met: z.boolean().nullable(),
});
export type FitCheck = z.infer<typeof fitCheckSchema>;

export const applicantSchema = z.object({
  applicationId: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** She has handed in an item of the deal: the acceptance stands, a refusal answers 409 DEAL_UNDER_WAY. */
  dealUnderWay: z.boolean(),
  creator: applicantCreatorSchema,
  offer: applicantOfferSchema,
  fit: z.object({ score: z.number().int().min(0).max(100), checks: z.array(fitCheckSchema) }),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** GET /v3/aira/profile-list/{token}: the proposal and its applicants, best fit first. */
export const profileListSchema = z.object({
  proposal: brandProposalSchema,
  /** When the link stops working. */
  expiresAt: z.string(),
  applicants: z.array(applicantSchema),
});
export type ProfileList = z.infer<typeof profileListSchema>;

/** POST /v3/aira/profile-list/{token}/applications/{applicationId}. */
export const applicationDecisionRequestSchema = z.object({ decision: applicationDecisionSchema });
export type ApplicationDecisionRequest = z.infer<typeof applicationDecisionRequestSchema>;

/**
 * POST /v3/proposal/applications/decisions/seen: the creator saw the toasts of these decisions.
 * Each names the decision seen by its date: one the brand made since stays unseen.
 */
export const decisionsSeenRequestSchema = z.object({
  decisions: z
    .array(z.object({ applicationId: z.uuid({ error: 'Candidatura inválida.' }), decidedAt: isoInstant('Data inválida.') }))
    .min(1, { error: 'Informe as candidaturas.' })
    .max(100, { error: 'No máximo 100 candidaturas por vez.' }),
});
export type DecisionsSeenRequest = z.infer<typeof decisionsSeenRequestSchema>;
/** How many decisions were marked seen (others' applications and newer decisions are not). */
export const decisionsSeenSchema = z.object({ seen: z.number().int().nonnegative() });
