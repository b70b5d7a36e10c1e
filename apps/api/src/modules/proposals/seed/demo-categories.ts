/**
 * The niches, in display order. Named as the demo media kits name theirs ('Culinária',
 * 'Casa e decoração'), so that a creator's niches and a proposal's are the same words.
 */
export const demoCategories = [
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
export type DemoCategory = (typeof demoCategories)[number];

/** 'Casa e decoração' -> 'casa-e-decoracao'. */
export const categorySlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
