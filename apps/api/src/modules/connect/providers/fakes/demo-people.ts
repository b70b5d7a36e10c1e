import { randomInt } from 'node:crypto';

// Deterministic demo people: the same seed gives the same person on every process and after a
// restart, so that the stateless demo tokens always show the same profile.

export type Random = () => number;

/** mulberry32 seeded with FNV-1a of the text: tiny and fast, not for anything secret. */
export function seededRandom(text: string): Random {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <L extends readonly [unknown, ...unknown[]]>(random: Random, list: L): L[number] =>
  list[Math.floor(random() * list.length)] ?? list[0];
export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
/** Log-uniform: follower counts spread over orders of magnitude, as real ones do. */
export const spread = (random: Random, min: number, max: number): number =>
  Math.round(Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min))));

const WOMEN = [
  'Ana',
  'Beatriz',
  'Camila',
  'Fernanda',
  'Gabriela',
  'Isabela',
  'Juliana',
  'Larissa',
  'Luana',
  'Mariana',
  'Natália',
  'Rafaela',
  'Thaís',
  'Yasmin',
] as const;
const MEN = ['Bruno', 'Caio', 'Diego', 'Felipe', 'Gustavo', 'João', 'Lucas', 'Mateus', 'Pedro', 'Rafael', 'Thiago', 'Vinícius'] as const;
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Costa',
  'Ferreira',
  'Almeida',
  'Ribeiro',
  'Carvalho',
  'Barbosa',
  'Rocha',
  'Araújo',
  'Nascimento',
  'Cardoso',
] as const;

/** Cities as Instagram names them in follower_demographics ('City, State'). */
export const DEMO_CITIES = [
  'Salvador, Bahia',
  'São Paulo, São Paulo',
  'Recife, Pernambuco',
  'Rio de Janeiro, Rio de Janeiro',
  'Belo Horizonte, Minas Gerais',
  'Fortaleza, Ceará',
  'Porto Alegre, Rio Grande do Sul',
  'Curitiba, Paraná',
  'Brasília, Distrito Federal',
  'Feira de Santana, Bahia',
  'Manaus, Amazonas',
  'Belém, Pará',
  'Goiânia, Goiás',
] as const;

const COLORS = ['#7c3aed', '#0f766e', '#b4532a', '#be185d', '#1d4ed8', '#15803d', '#a16207', '#9333ea'] as const;

export interface DemoPerson {
  name: string;
  firstName: string;
  /** The first name in lower-case ASCII, for usernames. */
  handle: string;
  gender: 'F' | 'M';
  homeCity: string;
  color: string;
}

export function demoPerson(seed: string): DemoPerson {
  const random = seededRandom(`person:${seed}`);
  const gender = random() < 0.7 ? 'F' : 'M';
  const firstName: string = gender === 'F' ? pick(random, WOMEN) : pick(random, MEN);
  const handle = firstName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return {
    name: `${firstName} ${pick(random, SURNAMES)}`,
    firstName,
    handle,
    gender,
    homeCity: pick(random, DEMO_CITIES),
    color: pick(random, COLORS),
  };
}

/** Splits `total` over weighted buckets, in whole numbers, leaving out empty buckets. */
export function distribute(total: number, weights: readonly (readonly [string, number])[]): [string, number][] {
  const sum = weights.reduce((acc, [, weight]) => acc + weight, 0);
  return weights.map(([key, weight]): [string, number] => [key, Math.round((total * weight) / sum)]).filter(([, count]) => count > 0);
}

/** A seed as the fakes accept it: short, lower-case letters and digits (it ends up in usernames and URLs). */
export const isSeed = (value: string): boolean => /^[a-z0-9]{1,16}$/.test(value);

/** A seed for a new consent: distinct usernames per grant (`ana.demo4821`). */
export const newSeed = (): string => String(randomInt(1000, 1_000_000));

/** The seed a test or benchmark asks for, or a new one; refuses one the fakes could not use. */
export function seedOf(seed: string | number | undefined): string {
  const value = seed === undefined ? newSeed() : String(seed);
  if (!isSeed(value)) throw new Error('A demo seed is 1 to 16 lower-case letters or digits');
  return value;
}
