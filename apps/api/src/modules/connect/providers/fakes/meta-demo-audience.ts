import { distribute, DEMO_CITIES, type Random } from './demo-people.ts';

// The demo accounts' follower_demographics: shares per bucket, turned into follower counts on request.

type Weights = readonly (readonly [string, number])[];

export interface DemoAudience {
  ages: Weights;
  genders: Weights;
  cities: Weights;
  countries: Weights;
}

/** Ouro's audience, as the demo's proposals expect it (seed/demo-audiences.ts): Bahia, São Paulo, Pernambuco, 18-34, women. */
export const OURO_AUDIENCE: DemoAudience = {
  ages: [
    ['13-17', 3],
    ['18-24', 38],
    ['25-34', 41],
    ['35-44', 11],
    ['45-54', 4],
    ['55-64', 2],
    ['65+', 1],
  ],
  genders: [
    ['F', 78],
    ['M', 20],
    ['U', 2],
  ],
  cities: [
    ['Salvador, Bahia', 34],
    ['São Paulo, São Paulo', 14],
    ['Recife, Pernambuco', 9],
    ['Feira de Santana, Bahia', 6],
    ['Rio de Janeiro, Rio de Janeiro', 5],
    ['Lauro de Freitas, Bahia', 4],
  ],
  countries: [
    ['BR', 95],
    ['PT', 2],
    ['US', 2],
    ['AR', 1],
  ],
};

const AGES = ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
const AGE_SHAPE = [3, 28, 36, 19, 8, 4, 2] as const;

// A creator's audience: mostly from the home city and Brazil, mostly 18-34, leaning to the creator's gender.
export function audienceOf(random: Random, homeCity: string, gender: 'F' | 'M'): DemoAudience {
  const women = gender === 'F' ? 0.6 + random() * 0.22 : 0.3 + random() * 0.15;
  const unknown = 0.02 + random() * 0.03;
  const others = DEMO_CITIES.filter((city) => city !== homeCity && random() < 0.6);
  return {
    ages: AGES.map((age, i): [string, number] => [age, (AGE_SHAPE[i] ?? 1) * (0.6 + random() * 0.8)]),
    genders: [
      ['F', women],
      ['M', 1 - women - unknown],
      ['U', unknown],
    ],
    cities: [[homeCity, 0.18 + random() * 0.14], ...others.map((city): [string, number] => [city, 0.01 + random() * 0.06])],
    countries: [
      ['BR', 0.9 + random() * 0.06],
      ['PT', random() * 0.03],
      ['US', random() * 0.03],
      ['AR', random() * 0.01],
    ],
  };
}

export const DEMOGRAPHIC_BREAKDOWNS = ['age', 'gender', 'city', 'country'] as const;

/** Follower counts per bucket of one breakdown; null when Graph has none for the account. */
export function demoDemographics(
  account: { followers: number; audience: DemoAudience | null },
  breakdown: (typeof DEMOGRAPHIC_BREAKDOWNS)[number],
): [string, number][] | null {
  const audience = account.audience;
  if (!audience || account.followers < 100) return null;
  // Graph leaves out the small cities: the city buckets add up to less than the followers.
  if (breakdown === 'city') return distribute(Math.round(account.followers * 0.7), audience.cities);
  return distribute(account.followers, breakdown === 'age' ? audience.ages : breakdown === 'gender' ? audience.genders : audience.countries);
}
