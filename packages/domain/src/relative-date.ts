import { DAY_MS, HOUR_MS, MINUTE_MS, saoPauloDay } from './calendar.ts';
import { onFirstUse } from './first-use.ts';
import { formatDate } from './format.ts';

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }));

/** Whole days between two São Paulo calendar days ('2026-03-10' and '2026-03-08' -> 2). */
const daysBetween = (later: string, earlier: string): number => Math.round((Date.parse(later) - Date.parse(earlier)) / DAY_MS);

/**
 * When something happened, as a person says it in pt-BR: 'agora mesmo', 'há 5 minutos', 'há 3
 * horas' (the same day), 'ontem', 'anteontem', 'há 4 dias', then the date ('02/03/2026'). Days are São Paulo's
 * calendar days (calendar.ts), so 23:50 seen at 00:10 is 'ontem'. Invalid input gives ''.
 */
export function formatRelativeDate(isoOrDate: string | Date, now: Date): string {
  const instant = new Date(isoOrDate);
  if (Number.isNaN(instant.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - instant.getTime());
  if (elapsed < MINUTE_MS) return 'agora mesmo';
  if (elapsed < HOUR_MS) return relative().format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  const days = daysBetween(saoPauloDay(now), saoPauloDay(instant));
  if (days <= 0) return relative().format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (days < 7) return relative().format(-days, 'day');
  return formatDate(instant);
}
