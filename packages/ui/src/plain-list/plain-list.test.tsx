import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { PlainList } from './plain-list.tsx';

describe('PlainList', () => {
  it('is a named list of its items, with no bullets, padding or margin', () => {
    render(
      <PlainList aria-label="Nichos">
        <li>Moda</li>
        <li>Beleza</li>
      </PlainList>,
    );
    const list = screen.getByRole('list', { name: 'Nichos' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveStyle({ listStyle: 'none', padding: '0rem', margin: '0rem' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('is an <ol> when ordered, side by side when inline, and keeps the style it is given', () => {
    render(
      <PlainList ordered inline wrap="nowrap" style={{ overflowAnchor: 'none' }} aria-label="Níveis">
        <li>Bronze</li>
      </PlainList>,
    );
    const list = screen.getByRole('list', { name: 'Níveis' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('mantine-Group-root');
    expect(list).not.toHaveAttribute('wrap');
    expect(list).toHaveStyle({ listStyle: 'none', overflowAnchor: 'none' });
  });
});
