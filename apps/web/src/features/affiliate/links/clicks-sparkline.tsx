import { DailySparkline, dailySummary } from '../../../components/daily-sparkline.tsx';

export interface ClicksOnDay {
  date: string;
  clicks: number;
}

/**
 * What the small chart shows, for screen readers: 'Cliques nos últimos 30 dias: 42 no total,
 * no máximo 3 em um dia.', or that there were none.
 */
export const clicksSummary = (days: readonly ClicksOnDay[]): string =>
  dailySummary(
    days.map((day) => day.clicks),
    { counted: 'Cliques', none: 'Nenhum clique' },
  );

/** A link's clicks per day, oldest first, as the shared sparkline (components/daily-sparkline.tsx). */
export function ClicksSparkline({ days }: { days: readonly ClicksOnDay[] }) {
  return <DailySparkline values={days.map((day) => day.clicks)} label={clicksSummary(days)} />;
}
