import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('maps the product variants onto Mantine variants', () => {
    render(
      <>
        <Button>Primário</Button>
        <Button variant="secondary">Secundário</Button>
        <Button variant="rounded">Arredondado</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primário' })).toHaveAttribute('data-variant', 'filled');
    expect(screen.getByRole('button', { name: 'Secundário' })).toHaveAttribute('data-variant', 'outline');
    expect(screen.getByRole('button', { name: 'Arredondado' })).toHaveAttribute('data-variant', 'filled');
  });

  it('calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Entrar</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders as a link when given another component', () => {
    render(
      <Button component="a" href="/register" variant="rounded">
        Criar conta
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
  });
});
