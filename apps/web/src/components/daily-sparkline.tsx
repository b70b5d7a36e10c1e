import { formatCount } from '@ma/domain';
/** The chart's line, in a `width` × `height` box with `pad` px kept clear above and below. */
export function sparklinePoints(values: readonly number[], width: number, height: number, pad = 2): string {
  const peak = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((value, index) => `${(index * step).toFixed(1)},${(height - pad - (value / peak) * (height - 2 * pad)).toFixed(1)}`).join(' ');
}

/**
 * What a daily chart says to screen readers: 'Cliques nos últimos 30 dias: 42 no total, no
 * máximo 3 em um dia.', or 'Nenhum clique nos últimos 30 dias.'
 */
export function dailySummary(values: readonly number[], words: { counted: string; none: string }): string {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `${words.none} nos últimos ${values.length} dias.`;
  return `${words.counted} nos últimos ${values.length} dias: ${formatCount(total)} no total, no máximo ${formatCount(Math.max(...values))} em um dia.`;
}

export interface DailySparklineProps {
  /** One count per day, oldest first. */
  values: readonly number[];
  /** What the chart says to screen readers: the total and the busiest day, or that there was nothing. */
  label: string;
  /** @default 120 */
  width?: number;
  /** @default 32 */
  height?: number;
  /** Stretches to its container's width (the line keeps its thickness). @default false */
  fluid?: boolean;
}

/**
 * A tiny line of counts per day (an affiliate link's clicks, the media kit's views): plain SVG,
 * no chart library on the page.
 */
export function DailySparkline({ values, label, width = 120, height = 32, fluid = false }: DailySparklineProps) {
  const points = sparklinePoints(values, width, height);
  return (
    <svg
      role="img"
      aria-label={label}
      width={fluid ? '100%' : width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio={fluid ? 'none' : undefined}
      style={{ display: 'block', overflow: 'visible' }}
    >
      {values.length > 0 && (
        <>
          <polygon points={`0,${height} ${points} ${width},${height}`} fill="var(--mantine-color-brand-light)" />
          <polyline
            points={points}
            fill="none"
            stroke="var(--mantine-color-brand-filled)"
            strokeWidth={1.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </>
      )}
    </svg>
  );
}
