import type { AudienceGender } from '../applications.ts';
import { brazilianStateNames, brazilianStates, type BrazilianState } from '../brazilian-states.ts';

/**
 * Instagram gives follower demographics only for accounts with at least this many followers;
 * below it the kit says so instead of showing zeros.
 */
export const AUDIENCE_MIN_FOLLOWERS = 100;
export const AUDIENCE_UNAVAILABLE_MESSAGE = 'O Instagram só informa os dados de público de perfis com pelo menos 100 seguidores.';

/** Follower counts per bucket, as Instagram's `follower_demographics` gives them. */
export interface Demographics {
  ages: Record<string, number>;
  genders: Record<string, number>;
  cities: Record<string, number>;
  countries: Record<string, number>;
}

export interface Share<T> {
  value: T;
  /** Of the followers counted in that breakdown, 0 to 1. */
  share: number;
}

/** What the kit shows and proposals match against, derived from the demographics. */
export interface AudienceSummary {
  /** Age brackets by share, largest first ('18-24'). */
  ages: Share<string>[];
  genders: Share<'female' | 'male' | 'unknown'>[];
  /** Up to 5 cities ('Salvador, BA'). */
  topCities: Share<string>[];
  /** Up to 3 UFs, from the cities. */
  topStates: Share<BrazilianState>[];
  /** The predominant age bracket's bounds (65+ is 65 to 120); null without ages. */
  minAge: number | null;
  maxAge: number | null;
  /** The gender of more than half of the audience, if any. */
  gender: AudienceGender | null;
}

const GENDERS = { F: 'female', M: 'male', U: 'unknown' } as const;
const stateByName = new Map(brazilianStates.map((uf) => [normalize(brazilianStateNames[uf]), uf]));

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

function shares<T>(entries: [T, number][]): Share<T>[] {
  const counted = entries.filter(([, count]) => Number.isFinite(count) && count > 0);
  const total = counted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return [];
  return counted.map(([value, count]) => ({ value, share: count / total })).sort((a, b) => b.share - a.share);
}

/** 'Salvador, Bahia' -> the city and its UF; undefined when the state is not a Brazilian one. */
export function parseInstagramCity(name: string): { city: string; uf: BrazilianState } | undefined {
  const comma = name.lastIndexOf(',');
  if (comma < 0) return undefined;
  const uf = stateByName.get(normalize(name.slice(comma + 1)));
  const city = name.slice(0, comma).trim();
  return uf && city ? { city, uf } : undefined;
}

/** '18-24' -> [18, 24]; '65+' -> [65, 120]. */
function ageBounds(bracket: string): [number, number] | undefined {
  const range = /^(\d+)-(\d+)$/.exec(bracket);
  if (range) return [Number(range[1]), Number(range[2])];
  const open = /^(\d+)\+$/.exec(bracket);
  return open ? [Number(open[1]), 120] : undefined;
}

/** The summary of Instagram's demographics: shares, top places, the predominant bracket and gender. */
export function summarizeAudience(demographics: Demographics): AudienceSummary {
  const ages = shares(Object.entries(demographics.ages).filter(([bracket]) => ageBounds(bracket)));
  const genders = shares(
    Object.entries(demographics.genders).flatMap(([key, count]): ['female' | 'male' | 'unknown', number][] =>
      key in GENDERS ? [[GENDERS[key as keyof typeof GENDERS], count]] : [],
    ),
  );
  const cityCounts: [string, number][] = [];
  const stateCounts = new Map<BrazilianState, number>();
  for (const [name, count] of Object.entries(demographics.cities)) {
    const place = parseInstagramCity(name);
    if (!place) continue;
    cityCounts.push([`${place.city}, ${place.uf}`, count]);
    stateCounts.set(place.uf, (stateCounts.get(place.uf) ?? 0) + count);
  }
  const bounds = ages[0] ? ageBounds(ages[0].value) : undefined;
  const majority = genders.find((entry) => entry.value !== 'unknown' && entry.share > 0.5);
  return {
    ages,
    genders,
    topCities: shares(cityCounts).slice(0, 5),
    topStates: shares([...stateCounts]).slice(0, 3),
    minAge: bounds?.[0] ?? null,
    maxAge: bounds?.[1] ?? null,
    gender: majority ? (majority.value as AudienceGender) : null,
  };
}

/** '37%' */
export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;
