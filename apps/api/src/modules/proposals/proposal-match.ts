import { canApply, type MissingFeature } from '@ma/domain';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { applications, proposals } from '../../db/schema.ts';
import type { CreatorProfile } from './creator-profile.ts';

const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/**
 * For each feature docs/product/proposals.md names, the SQL condition under which this creator's profile fails
 * or lacks what a proposal targets. The creator's side is known before the query, so each
 * condition reads only the proposal's columns: the list can filter and page on them.
 */
export function missingFeatureConditions(creator: CreatorProfile): Record<MissingFeature, SQL> {
  const p = proposals;
  const { reach, locationKeys, audience } = creator;
  const followersTargeted = sql`(coalesce(${p.minFollowers}, 0) > 0 or ${p.maxFollowers} is not null)`;
  const ageTargeted = sql`(${p.audienceMinAge} is not null or ${p.audienceMaxAge} is not null)`;
  return {
    followers: reach === null ? followersTargeted : sql`(coalesce(${p.minFollowers}, 0) > ${reach} or coalesce(${p.maxFollowers} < ${reach}, false))`,
    influencer_location:
      locationKeys.length === 0
        ? sql`(cardinality(${p.locationKeys}) > 0)`
        : sql`(cardinality(${p.locationKeys}) > 0 and not (${p.locationKeys} && ${textArray(locationKeys)}))`,
    audience_location:
      audience.states.length === 0
        ? sql`(coalesce(cardinality(${p.audienceStates}), 0) > 0)`
        : sql`(coalesce(cardinality(${p.audienceStates}), 0) > 0 and not (${p.audienceStates} && ${textArray(audience.states)}))`,
    // Ranges overlap: the audience's predominant bracket meets the targeted one.
    audience_age_range:
      audience.minAge === null || audience.maxAge === null
        ? ageTargeted
        : sql`(${ageTargeted} and not (coalesce(${p.audienceMinAge}, 0) <= ${audience.maxAge} and coalesce(${p.audienceMaxAge}, 200) >= ${audience.minAge}))`,
    audience_gender:
      audience.gender === null
        ? sql`(${p.audienceGender} is not null)`
        : sql`(${p.audienceGender} is not null and ${p.audienceGender} <> ${audience.gender})`,
  };
}

/** The missing features of each row, as a text[] in the order of docs/product/proposals.md. */
export function missingFeaturesColumn(conditions: Record<MissingFeature, SQL>): SQL<string[]> {
  const cases = Object.entries(conditions).map(([feature, condition]) => sql`case when ${condition} then ${feature} end`);
  return sql<string[]>`array_remove(array[${sql.join(cases, sql`, `)}]::text[], null)`;
}

/** True where the profile fails none of the proposal's targeting. */
export const hasNoMissingFeatures = (conditions: Record<MissingFeature, SQL>): SQL => sql`not (${sql.join(Object.values(conditions), sql` or `)})`;

// Spelled out with table names: drizzle writes bare column names in a one-table select, and
// inside these subqueries a bare "id" would be the application's, not the proposal's.
const qualified = (table: PgTable, column: AnyPgColumn) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
const applicationOfProposal = sql`${qualified(applications, applications.proposalId)} = ${qualified(proposals, proposals.id)}`;

export const hasAppliedColumn = (userId: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${applications} where ${applicationOfProposal} and ${qualified(applications, applications.userId)} = ${userId})`;

export const totalApplicationsColumn: SQL<number> = sql<number>`(select count(*)::int from ${applications} where ${applicationOfProposal})`;

/**
 * The proposals this creator's level lets them apply to, as SQL. The rule is @ma/domain's
 * `canApply` (the same the UI and the apply call use): asked for both values of the only
 * per-proposal input, it tells which proposals pass.
 */
export function gatingCondition(creator: CreatorProfile): SQL {
  const gate = (isSilversAlloweds: boolean) => canApply({ level: creator.level, isConnected: creator.isConnected, isSilversAlloweds });
  if (gate(false) && gate(true)) return sql`true`;
  if (gate(true)) return sql`${proposals.isSilversAllowed}`;
  if (gate(false)) return sql`not ${proposals.isSilversAllowed}`;
  return sql`false`;
}
