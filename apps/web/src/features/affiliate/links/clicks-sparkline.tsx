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

/** The chart's line, in a `width` × `height` box with `pad` px kept clear above and below. */
export function sparklinePoints(days: readonly ClicksOnDay[], width: number, height: number, pad = 2): string {
  const peak = Math.max(1, ...days.map((day) => day.clicks));
  const step = days.length > 1 ? width / (days.length - 1) : 0;
  return days.map((day, index) => `${(index * step).toFixed(1)},${(height - pad - (day.clicks / peak) * (height - 2 * pad)).toFixed(1)}`).join(' ');
}

export interface ClicksSparklineProps {
  /** Clicks per day, oldest first. */
  days: readonly ClicksOnDay[];
  /** @default 120 */
  width?: number;
  /** @default 32 */
  height?: number;
}

/** A tiny line of the clicks per day: plain SVG, no chart library on the page. */
export function ClicksSparkline({ days, width = 120, height = 32 }: ClicksSparklineProps) {
  const points = sparklinePoints(days, width, height);
  return (
    <svg
      role="img"
      aria-label={clicksSummary(days)}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ display: 'block', overflow: 'visible' }}
    >
      {days.length > 0 && (
        <>
          <polygon points={`0,${height} ${points} ${width},${height}`} fill="var(--mantine-color-brand-light)" />
          <polyline
            points={points}
            fill="none"
            stroke="var(--mantine-color-brand-filled)"
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </>
      )}
    </svg>
  );
}
