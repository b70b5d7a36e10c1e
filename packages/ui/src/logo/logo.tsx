import { useId } from 'react';

export interface LogoProps {
  /** `light` for light backgrounds, `dark` for dark ones (white wordmark). @default 'light' */
  variant?: 'light' | 'dark';
  /** Rendered height in pixels; the width follows. @default 32 */
  height?: number;
  /** Accessible name; pass '' when the logo sits next to the same text. @default 'Mais Alcance' */
  title?: string;
  /** Shows only the mark, without the wordmark (e.g. tight headers). @default false */
  markOnly?: boolean;
}

const ink = {
  light: { mais: '#9826f3', alcance: '#1d1430' },
  dark: { mais: '#d5a8fb', alcance: '#ffffff' },
} as const;

/** The "mais alcance" wordmark with its mark: a rising arrow (growing reach). */
export function Logo({ variant = 'light', height = 32, title = 'Mais Alcance', markOnly = false }: LogoProps) {
  // SVG ids are document-wide: derive them from useId so two logos never share a gradient.
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const gradientId = `ma-logo-gradient-${uid}`;
  const titleId = `ma-logo-title-${uid}`;
  const width = markOnly ? 40 : 200;
  const colors = ink[variant];
  const labelled = title !== '';
  return (
    <svg
      viewBox={`0 0 ${width} 40`}
      height={height}
      width={(height * width) / 40}
      role={labelled ? 'img' : undefined}
      aria-labelledby={labelled ? titleId : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      style={{ display: 'block', flex: 'none' }}
    >
      {labelled && <title id={titleId}>{title}</title>}
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9826f3" />
          <stop offset="1" stopColor="#f01879" />
        </linearGradient>
      </defs>
      <rect x="1" y="2" width="36" height="36" rx="11" fill={`url(#${gradientId})`} />
      {/* A rising line ending in an arrow: growing reach. */}
      <g fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9.5 27.5l7-7 4.5 4.5 8-8.5" />
        <path d="M22.5 16h6.5v6.5" />
      </g>
      {!markOnly && (
        <text
          x="47"
          y="28"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
          fontSize="22"
          fontWeight="800"
          letterSpacing="-0.6"
        >
          <tspan fill={colors.mais}>mais</tspan>
          <tspan fill={colors.alcance}> alcance</tspan>
        </text>
      )}
    </svg>
  );
}
