import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { Logo } from './logo.tsx';

describe('Logo', () => {
  it('is an image named Mais Alcance', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Mais Alcance' })).toBeInTheDocument();
  });

  it('gives each instance its own gradient id', () => {
    const { container } = render(
      <>
        <Logo />
        <Logo variant="dark" />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('linearGradient'), (node) => node.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('is hidden from assistive technology with an empty title', () => {
    const { container } = render(<Logo title="" markOnly />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
