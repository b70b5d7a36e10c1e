import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateBadge } from './state-badge.tsx';
import { renderWithTheme } from './testing/render-with-theme.tsx';

describe('StateBadge', () => {
  it('shows the state’s word in its color, with the badge’s other props', () => {
    renderWithTheme(<StateBadge state={{ label: 'Aberta', color: 'teal' }} variant="light" data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveTextContent('Aberta');
    expect(badge).toHaveAttribute('data-variant', 'light');
    expect(badge.style.getPropertyValue('--badge-bg')).toBe('var(--mantine-color-teal-light)');
  });
});
