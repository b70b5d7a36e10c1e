import {
  applicationStatuses,
  reaisToCentavos,
  missingFeatures,
  NICHE_UNKNOWN,
  OFFER_VALUE_REQUIRED,
  partnershipTypes,
  validateDeliverables,
  validateOfferValue,
} from '@ma/domain';
import { z } from 'zod';
import { listOf, numberedPageOf } from './common.ts';
import { rule } from './rule.ts';
import { hasNoNul } from './text.ts';

export const partnershipTypeSchema = z.enum(partnershipTypes);
export type PartnershipType = z.infer<typeof partnershipTypeSchema>;

export const missingFeatureSchema = z.enum(missingFeatures);
export type MissingFeature = z.infer<typeof missingFeatureSchema>;

/** One reason a creator cannot apply (the domain's `targetingGaps`): `has` is null when her profile lacks that data. */
export const targetingGapSchema = z.object({ feature: missingFeatureSchema, asks: z.string(), has: z.string().nullable() });
export type TargetingGap = z.infer<typeof targetingGapSchema>;

export const proposalLocationSchema = z.object({
  state: z.string(),
  city: z.array(z.string()),
});
export type ProposalLocation = z.infer<typeof proposalLocationSchema>;

/** A brand proposal ("publi") as the signed-in creator sees it (docs/product/proposals.md). */
export const proposalSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The brand behind the proposal: searched by `q`, shown in link previews. */
  brandName: z.string(),
  description: z.string().nullable(),
  categoriesOfInfluencer: z.array(z.string()),
  partnershipType: partnershipTypeSchema,
  /** BRL in reais with at most 2 decimals, as SPEC carries it; the app reads `valueCents` (below). */
  value: z.number().nonnegative(),
  isMappingInfluencers: z.boolean(),
  acceptsNegotiations: z.boolean(),
  minFollowers: z.number().int().nonnegative().nullable(),
  maxFollowers: z.number().int().nonnegative().nullable(),
  locationOfInfluencer: z.array(proposalLocationSchema),
  validUntil: z.string().nullable(),
  isNew: z.boolean(),
  totalApplications: z.number().int().nonnegative(),
  isSilversAlloweds: z.boolean(),
  logoUrl: z.string().nullable(),
  hasApplied: z.boolean(),
  isConnected: z.boolean(),
  missingFeatures: z.array(missingFeatureSchema),
  /** What the proposal asks and she has, for each of `missingFeatures` (issue #38); additive, so optional. */
  missingDetails: z.array(targetingGapSchema).optional(),
  publishedAt: z.string(),
});
export type ProposalInReais = z.infer<typeof proposalSchema>;

/** The proposal as anyone with its link sees it: nothing computed for a creator. */
export const publicProposalSchema = proposalSchema.omit({ hasApplied: true, isConnected: true, missingFeatures: true, missingDetails: true });
export type PublicProposalInReais = z.infer<typeof publicProposalSchema>;

export const proposalSortSchema = z.enum(['newest', 'highest_value', 'closing_soon']);
export type ProposalSort = z.infer<typeof proposalSortSchema>;

/** POST /v3/proposal/: the list's filters (issue #3), all optional. */
export const proposalFiltersSchema = z.object({
  q: z.string().trim().max(100, { error: 'A busca pode ter no máximo 100 caracteres.' }).optional(),
  /** Niche names, as `GET /v3/dataset/categories` lists them. */
  categories: z
    .array(z.string().min(1).refine(hasNoNul, { error: NICHE_UNKNOWN }))
    .max(20)
    .optional(),
  partnershipTypes: z.array(partnershipTypeSchema).optional(),
  /** The value range in reais, as the creator types it ('Valor mínimo', 'Valor máximo'). */
  minValue: z.number().nonnegative({ error: 'O valor mínimo não pode ser negativo.' }).optional(),
  maxValue: z.number().nonnegative({ error: 'O valor máximo não pode ser negativo.' }).optional(),
  /** Only the proposals this creator may apply to now. */
  onlyEligible: z.boolean().optional(),
  sort: proposalSortSchema.default('newest'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(12),
});
export type ProposalFilters = z.input<typeof proposalFiltersSchema>;

export const proposalPageSchema = numberedPageOf(proposalSchema);
export type ProposalPageInReais = z.infer<typeof proposalPageSchema>;

export const categorySchema = z.object({ id: z.string(), name: z.string() });
export const categoriesResponseSchema = listOf(categorySchema);
export type Category = z.infer<typeof categorySchema>;

export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The deliverables an offer counts (the domain's `Deliverables`), as the creator's and the brand's screens read them. */
export const deliverablesSchema = z.object({
  totalPosts: z.number().int(),
  totalStories: z.number().int(),
  totalReels: z.number().int(),
  totalVideos: z.number().int(),
});

/** One of the creator's applications, with the offer sent (GET /v3/proposal/applied). */
export const applicationSchema = z.object({
  id: z.string(),
  proposalId: z.string(),
  proposalName: z.string(),
  brandName: z.string(),
  logoUrl: z.string().nullable(),
  ...deliverablesSchema.shape,
  observations: z.string(),
  /** The offered value: BRL in reais, as SPEC carries it; the app reads `valueCents` (below). */
  value: z.number(),
  isNegotiable: z.boolean(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  /** When the brand accepted or rejected it (its list of applicants); null while pending. */
  decidedAt: z.string().nullable(),
  /** Decided and not yet seen by the creator: /publis shows a toast once, then marks it seen. */
  decisionUnseen: z.boolean(),
});
export type ApplicationInReais = z.infer<typeof applicationSchema>;
export const applicationsResponseSchema = listOf(applicationSchema);

/** Which application a deal or a reported conversation is about: its id, and the names of its proposal, brand and creator. */
export const applicationRefSchema = z.object({ applicationId: z.string(), proposalName: z.string(), brandName: z.string(), creatorName: z.string() });

/*
 * Money as the app reads it. SPEC keeps a proposal's and an application's `value` in reais on
 * the wire; everywhere else the app holds integer centavos and shows them with `formatCents`.
 * The client parses these answers with the schemas below: the contract's above, with `value`
 * (reais) turned into `valueCents` here, once. The API answers with the contract's own
 * schemas (`toWire`), so the wire keeps its reais.
 */
export const withValueInCents = <T extends { value: number }>({ value, ...rest }: T) => ({ ...rest, valueCents: reaisToCentavos(value) });

export const proposalInCentsSchema = proposalSchema.transform(withValueInCents);
/** A proposal as the app reads it: `valueCents` in integer centavos. */
export type Proposal = z.output<typeof proposalInCentsSchema>;

export const publicProposalInCentsSchema = publicProposalSchema.transform(withValueInCents);
export type PublicProposal = z.output<typeof publicProposalInCentsSchema>;

export const proposalPageInCentsSchema = proposalPageSchema.extend({ items: z.array(proposalInCentsSchema) });
export type ProposalPage = z.output<typeof proposalPageInCentsSchema>;

export const applicationInCentsSchema = applicationSchema.transform(withValueInCents);
/** One of the creator's applications as the app reads it: the offered `valueCents` in integer centavos. */
export type Application = z.output<typeof applicationInCentsSchema>;
export const applicationsInCentsResponseSchema = listOf(applicationInCentsSchema);

// An empty input ('') is a missing number, not 0: coercion alone would read it as 0.
const number = (error: string) => z.preprocess((raw) => (raw === '' ? undefined : raw), z.coerce.number({ error }));

const quantity = number('Informe um número.').pipe(
  z
    .number()
    .int({ error: 'Use um número inteiro.' })
    .min(0, { error: 'A quantidade não pode ser negativa.' })
    .max(1000, { error: 'Quantidade alta demais.' }),
);

/** Any proposal's offer rules (not negative, 2 decimals, a ceiling); the cap of one is below. */
const uncappedOffer = (value: number) => validateOfferValue({ value, proposalValue: null, acceptsNegotiations: true });

/** POST /v3/proposal/{id}/apply: the fields, each with its own rules (the wire's shape). */
export const applicationFieldsSchema = z.object({
  totalPosts: quantity,
  totalStories: quantity,
  totalReels: quantity,
  totalVideos: quantity,
  observations: z.string().max(2000, { error: 'As observações podem ter no máximo 2000 caracteres.' }).default(''),
  value: number(OFFER_VALUE_REQUIRED).pipe(z.number().check(rule(uncappedOffer))),
  isNegotiable: z.boolean().default(false),
});
export type ApplicationPayload = z.input<typeof applicationFieldsSchema>;
export type ApplicationOutput = z.output<typeof applicationFieldsSchema>;

/** The proposal terms an offer is checked against. */
export interface OfferTerms {
  /** BRL, in reais. */
  value: number;
  acceptsNegotiations: boolean;
}

/**
 * The application to one proposal: the fields, at least one deliverable (a form-level problem:
 * no single field is wrong) and the cap of a non-negotiable value. The apply form validates
 * with it and the API checks the same once it has read the proposal, so both refuse the same
 * offers with the same words.
 */
export const applicationSchemaFor = (terms: OfferTerms) =>
  applicationFieldsSchema.check(
    rule(validateDeliverables),
    rule(
      ({ value }) => {
        // Only a value that passed its own checks is compared with the cap: one message per problem.
        if (!Number.isFinite(value) || uncappedOffer(value)) return null;
        return validateOfferValue({ value, proposalValue: terms.value, acceptsNegotiations: terms.acceptsNegotiations });
      },
      ['value'],
    ),
  );
