import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { InitialsAvatar } from './initials-avatar.tsx';

describe('InitialsAvatar', () => {
  it('is one image named by its label, showing the initials of the name', () => {
    render(<InitialsAvatar name="Lumière Cosméticos" label="Logo de Lumière Cosméticos" src={null} radius="md" />);
    expect(screen.getByRole('img', { name: 'Logo de Lumière Cosméticos' })).toBeInTheDocument();
    expect(screen.getByText('LC')).toBeInTheDocument();
  });
});
