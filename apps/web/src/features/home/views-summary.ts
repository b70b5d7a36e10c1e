import type { ViewsOnDay } from '@ma/api-client/schemas';
import { formatCount } from '@ma/domain';

/**
 * What the views chart shows, for screen readers: 'Visualizações nos últimos 30 dias: 47 no
 * total, no máximo 3 em um dia.', or that there were none.
 */
export function viewsSummary(days: readonly ViewsOnDay[]): string {
  const total = days.reduce((sum, day) => sum + day.views, 0);
  if (total === 0) return `Nenhuma visualização nos últimos ${days.length} dias.`;
  const peak = Math.max(...days.map((day) => day.views));
  return `Visualizações nos últimos ${days.length} dias: ${formatCount(total)} no total, no máximo ${formatCount(peak)} em um dia.`;
}
