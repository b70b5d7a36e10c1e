import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DailySparkline, sparklinePoints } from './daily-sparkline.tsx';

describe('the daily sparkline', () => {
  it('draws the busiest day at the top and a day without counts at the bottom', () => {
    expect(sparklinePoints([0, 4, 2], 100, 20)).toBe('0.0,18.0 50.0,2.0 100.0,10.0');
    expect(sparklinePoints([0, 0], 100, 20)).toBe('0.0,18.0 100.0,18.0');
  });

  it('is one image named by its label, fixed or as wide as its container', () => {
    const { rerender } = render(<DailySparkline values={[1, 2]} label="Cliques nos últimos 2 dias" />);
    expect(screen.getByRole('img', { name: 'Cliques nos últimos 2 dias' })).toHaveAttribute('width', '120');
    rerender(<DailySparkline values={[1, 2]} label="Visitas" fluid />);
    expect(screen.getByRole('img', { name: 'Visitas' })).toHaveAttribute('width', '100%');
  });
});
