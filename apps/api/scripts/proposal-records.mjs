import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { audienceGenders, partnershipTypes } from '@ma/domain';
import { nicheNames } from '../dist/modules/proposals/niches.js';

// Realistic proposals in the operators' import format (docs/proposals-import.md), for the
// benchmarks: the same records on every run (a seeded generator), so runs compare.

const DAY = 24 * 60 * 60 * 1000;

export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// The niches of a seeded deployment, which the import checks every record's against.
export const benchNiches = nicheNames;
const states = ['SP', 'RJ', 'MG', 'BA', 'PE', 'CE', 'RS', 'PR', 'SC', 'GO', 'DF', 'AM', 'PA'];
const cities = {
  SP: ['São Paulo', 'Campinas'],
  RJ: ['Rio de Janeiro', 'Niterói'],
  MG: ['Belo Horizonte'],
  BA: ['Salvador', 'Feira de Santana'],
  PE: ['Recife'],
};
const brandWords = [
  'Lumière',
  'Maré',
  'Grão',
  'Pulso',
  'Aroma',
  'Serra',
  'Sol',
  'Vale',
  'Casa',
  'Ipê',
  'Onda',
  'Pixel',
  'Ninho',
  'Flor',
  'Turbo',
  'Veste',
];
const brandKinds = ['Cosméticos', 'Moda', 'Cafés', 'Tech', 'Eletro', 'Malhas', 'Turismo', 'Móveis', 'Games', 'Naturais'];
const topics = ['Lançamento', 'Coleção', 'Campanha', 'Review', 'Desafio', 'Unboxing', 'Roteiro', 'Receitas', 'Rotina', 'Festival'];
const subjects = [
  'de verão',
  'de inverno',
  'Dia das Mães',
  'Black Friday',
  'de volta às aulas',
  'de skincare',
  'fitness',
  'gamer',
  'pet',
  'de viagem',
];

const day = (time) => new Date(time).toISOString().slice(0, 10);

/** `count` import records, published over the last 90 days; most open, some without an end, some expired. */
export function* proposalRecords(count, now = Date.now(), seed = 20_260_302) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const between = (min, max) => min + Math.floor(next() * (max - min + 1));
  for (let index = 0; index < count; index += 1) {
    const brandName = `${pick(brandWords)} ${pick(brandKinds)}`;
    const locations = chance(0.4)
      ? Array.from({ length: between(1, 2) }, () => {
          const state = pick(states);
          return { state, city: cities[state] && chance(0.5) ? [pick(cities[state])] : [] };
        })
      : [];
    const validity = next();
    const minAge = chance(0.2) ? pick([16, 18, 25]) : null;
    const maxAge = chance(0.2) ? pick([34, 44, 54]) : null;
    yield {
      name: `${pick(topics)} ${pick(subjects)} #${index}`,
      brand_name: brandName,
      description: chance(0.9) ? `${brandName} procura criadores para uma campanha ${pick(subjects)} com entregas em reels e stories.` : null,
      categories_of_influencer: chance(0.1) ? [] : [...new Set(Array.from({ length: between(1, 3) }, () => pick(benchNiches)))],
      partnership_type: pick(partnershipTypes),
      value: between(35, 1200) * 10,
      is_mapping_influencers: chance(0.05),
      accepts_negotiations: chance(0.3),
      min_followers: chance(0.6) ? pick([1000, 5000, 10_000, 50_000, 100_000]) : null,
      max_followers: chance(0.3) ? pick([200_000, 500_000, 1_000_000]) : null,
      location_of_influencer: locations,
      audience_states: chance(0.2) ? [pick(states), pick(states)] : null,
      audience_min_age: minAge,
      audience_max_age: minAge !== null && maxAge !== null && maxAge < minAge ? minAge : maxAge,
      audience_gender: chance(0.15) ? pick(audienceGenders) : null,
      is_silvers_alloweds: chance(0.3),
      published_at: new Date(now - next() * 90 * DAY).toISOString(),
      valid_until: validity < 0.15 ? null : validity < 0.2 ? day(now - next() * 30 * DAY) : day(now + next() * 60 * DAY),
    };
  }
}

/** Writes `count` records to `path` as one JSON array, a record at a time. */
export async function writeProposalsFile(path, count, now) {
  const out = createWriteStream(path);
  out.write('[');
  let first = true;
  for (const record of proposalRecords(count, now)) {
    if (!out.write(`${first ? '' : ','}\n${JSON.stringify(record)}`)) await once(out, 'drain');
    first = false;
  }
  out.end('\n]\n');
  await once(out, 'finish');
}
