import { isStorableInstant, proposalLocationSchema, proposalSchema, toWireSchema } from '@ma/api-client/schemas';
import { audienceGenders, brazilianStates, dayRange, decimalPlaces, MAX_OFFER_REAIS } from '@ma/domain';
import { z } from 'zod';

const uf = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(brazilianStates, { error: 'Use a sigla de um estado (UF), como SP.' }));
const followers = z.number().int().nonnegative().max(2_000_000_000).nullable().default(null);
const age = z.number().int().min(13, { error: 'Idade mínima: 13.' }).max(100, { error: 'Idade máxima: 100.' }).nullable().default(null);
// A calendar day is valid until its last millisecond in São Paulo (z.iso.date() has checked it is a day).
const endOfDay = (day: string) => new Date(dayRange(day).end.getTime() - 1);
const instant = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'Use uma data (AAAA-MM-DD) ou data e hora ISO 8601 com fuso.' })
  .refine(isStorableInstant, { error: 'Use uma data entre 1970 e 9999.' });
const isImageUrl = (value: string) => /^https?:\/\/\S+$/i.test(value) || /^data:image\/(?:svg\+xml|png|jpeg|webp|gif)[;,]/i.test(value);

/**
 * One proposal of an operator's import file: the contract's proposal (`proposalSchema`),
 * minus what the API computes, plus the audience targeting and the publication date.
 * Stricter where the contract is lenient: an import is the place to catch typos.
 */
export const proposalImportSchema = proposalSchema
  .pick({ name: true, brandName: true, partnershipType: true, isMappingInfluencers: true, acceptsNegotiations: true, isSilversAlloweds: true })
  .extend({
    id: z.uuid({ error: 'Use um UUID.' }).optional(),
    name: proposalSchema.shape.name.trim().min(1, { error: 'Informe o nome.' }).max(120),
    brandName: proposalSchema.shape.brandName.trim().min(1, { error: 'Informe a marca.' }).max(80),
    description: z.string().trim().max(5000).nullable().default(null),
    categoriesOfInfluencer: z.array(z.string().trim().min(1)).max(20).default([]),
    value: proposalSchema.shape.value.max(MAX_OFFER_REAIS).refine((value) => decimalPlaces(value) <= 2, { error: 'Use no máximo 2 casas decimais.' }),
    isMappingInfluencers: z.boolean().default(false),
    acceptsNegotiations: z.boolean().default(false),
    isSilversAlloweds: z.boolean().default(false),
    minFollowers: followers,
    maxFollowers: followers,
    locationOfInfluencer: z.array(proposalLocationSchema.extend({ state: uf, city: z.array(z.string().trim().min(1)).default([]) })).default([]),
    audienceStates: z.array(uf).min(1).nullable().default(null),
    audienceMinAge: age,
    audienceMaxAge: age,
    audienceGender: z.enum(audienceGenders).nullable().default(null),
    logoUrl: z.string().trim().refine(isImageUrl, { error: 'Use uma URL http(s) ou uma imagem data:image/...' }).nullable().default(null),
    validUntil: instant
      .transform((value) => (value.length === 10 ? endOfDay(value) : new Date(value)))
      .nullable()
      .default(null),
    publishedAt: z.iso
      .datetime({ offset: true })
      .transform((value) => new Date(value))
      .optional(),
  });
export type ProposalImport = z.output<typeof proposalImportSchema>;

const wire = toWireSchema(proposalImportSchema);
/** The same, as written in the file: snake_case keys, like the API's JSON; an unknown key is a typo. */
export const proposalImportWireSchema = wire instanceof z.ZodObject ? wire.strict() : wire;

/** Rules across fields, as [field, message] pairs with the file's (snake_case) names. */
export function crossFieldProblems(record: ProposalImport): [string, string][] {
  const problems: [string, string][] = [];
  if (record.minFollowers !== null && record.maxFollowers !== null && record.minFollowers > record.maxFollowers) {
    problems.push(['max_followers', 'Deve ser maior ou igual a min_followers.']);
  }
  if (record.audienceMinAge !== null && record.audienceMaxAge !== null && record.audienceMinAge > record.audienceMaxAge) {
    problems.push(['audience_max_age', 'Deve ser maior ou igual a audience_min_age.']);
  }
  return problems;
}
