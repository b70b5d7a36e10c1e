import type { Database } from '../../db/database.ts';
import { categories } from '../../db/schema.ts';

/**
 * The niches, in display order: reference data every deployment has (`ensureNiches`), not demo
 * data. Named as the media kits name theirs ('Culinária', 'Casa e decoração'), so that a
 * creator's niches and a proposal's are the same words.
 */
export const nicheNames = [
  'Beleza',
  'Moda',
  'Fitness',
  'Games',
  'Culinária',
  'Viagem',
  'Tecnologia',
  'Maternidade',
  'Pets',
  'Humor',
  'Educação',
  'Finanças',
  'Lifestyle',
  'Esportes',
  'Música',
  'Casa e decoração',
] as const;
export type NicheName = (typeof nicheNames)[number];

/** 'Casa e decoração' -> 'casa-e-decoracao'. */
export const categorySlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Adds the niches a database lacks (never renames or removes one): run after the migrations on
 * every start and by `cli migrate`, in production too, since a media kit needs a niche.
 */
export async function ensureNiches(db: Database): Promise<void> {
  const rows = nicheNames.map((name, position) => ({ id: categorySlug(name), name, position }));
  await db.insert(categories).values(rows).onConflictDoNothing();
}
