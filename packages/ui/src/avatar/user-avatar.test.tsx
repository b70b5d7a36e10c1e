import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { UserAvatar } from './user-avatar.tsx';

describe('UserAvatar', () => {
  it('shows the photo when it loads', () => {
    render(<UserAvatar name="Ana Maria Souza" src="https://example.com/ana.jpg" />);
    const avatar = screen.getByRole('img', { name: 'Ana Maria Souza' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://example.com/ana.jpg');
    // The photo is decoration inside the named image: an empty alt, never a missing one.
    expect(avatar.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByText('AS')).not.toBeInTheDocument();
  });

  it('falls back to the initials when the photo fails to load', () => {
    const { container } = render(<UserAvatar name="Ana Maria Souza" src="https://example.com/broken.jpg" />);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    if (image) fireEvent.error(image);
    expect(screen.getByText('AS')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ana Maria Souza' })).toBeInTheDocument();
  });

  it('shows the initials when there is no photo', () => {
    render(<UserAvatar name="Carla Dias" src={null} />);
    expect(screen.getByText('CD')).toBeInTheDocument();
  });
});
