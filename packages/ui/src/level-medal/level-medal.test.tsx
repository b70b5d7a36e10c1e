import { levels } from '@ma/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { LevelAndPlace } from './level-and-place.tsx';
import { LevelMedal } from './level-medal.tsx';

const expected = { bronze: 'Bronze', silver: 'Prata', gold: 'Ouro' } as const;

describe('LevelMedal', () => {
  it.each(levels)('is announced as the level name for %s', (level) => {
    render(<LevelMedal level={level} />);
    expect(screen.getByRole('img', { name: `Nível ${expected[level]}` })).toBeInTheDocument();
    expect(screen.getByText(expected[level])).toBeInTheDocument();
  });

  it('keeps the accessible name without the visible label', () => {
    render(<LevelMedal level="gold" size="sm" withLabel={false} />);
    expect(screen.getByRole('img', { name: 'Nível Ouro' })).toHaveAttribute('data-size', 'sm');
    expect(screen.queryByText('Ouro')).not.toBeInTheDocument();
  });
});

describe('LevelAndPlace', () => {
  it('shows the place beside the medal, and nothing for an unknown place', () => {
    const { unmount } = render(<LevelAndPlace level="gold" city="Salvador" state="BA" />);
    expect(screen.getByRole('img', { name: 'Nível Ouro' })).toBeInTheDocument();
    expect(screen.getByText('Salvador, BA')).toBeInTheDocument();
    unmount();
    render(<LevelAndPlace level="silver" city={null} state={null} />);
    expect(screen.getByRole('img', { name: 'Nível Prata' }).parentElement?.textContent).toBe('Prata');
  });
});
