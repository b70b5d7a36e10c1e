import { DailySparkline } from '../../../components/daily-sparkline.tsx';
import { formatCount } from '../format.ts';

export interface ClicksOnDay {
  date: string;
  clicks: number;
}

/**
 * What the small chart shows, for screen readers: 'Cliques nos últimos 30 dias: 42 no total,
 * no máximo 3 em um dia.', or that there were none.
 */
export function clicksSummary(days: readonly ClicksOnDay[]): string {
  const total = days.reduce((sum, day) => sum + day.clicks, 0);
  if (total === 0) return `Nenhum clique nos últimos ${days.length} dias.`;
  const peak = Math.max(...days.map((day) => day.clicks));
  return `Cliques nos últimos ${days.length} dias: ${formatCount(total)} no total, no máximo ${formatCount(peak)} em um dia.`;
}

/** A link's clicks per day, oldest first, as the shared sparkline (components/daily-sparkline.tsx). */
export function ClicksSparkline({ days }: { days: readonly ClicksOnDay[] }) {
  return <DailySparkline values={days.map((day) => day.clicks)} label={clicksSummary(days)} />;
}
