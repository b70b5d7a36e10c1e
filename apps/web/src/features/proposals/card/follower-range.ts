import { formatFollowers } from '@ma/domain';

/**
 * The follower range a proposal asks for, in the short form ('10k – 100k seguidores').
 * An open end reads 'A partir de' / 'Até'; no bounds at all means any audience size.
 * A minimum of 0 is a bound like any other (the public page's default range is 0 – 1M).
 */
export function followerRange(min: number | null, max: number | null): string {
  const from = min !== null ? formatFollowers(min) : null;
  const to = max !== null ? formatFollowers(max) : null;
  if (from && to) return `${from} – ${to} seguidores`;
  if (from) return `A partir de ${from} seguidores`;
  if (to) return `Até ${to} seguidores`;
  return 'Qualquer número de seguidores';
}
