import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { GuestPage } from './guest-page.tsx';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('is the page heading, with what it holds and its action', () => {
    render(<PageHeader title="Equipe" description="Quem entra na conta." action={<button>Convidar</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Equipe' })).toBeInTheDocument();
    expect(screen.getByText('Quem entra na conta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convidar' })).toBeInTheDocument();
  });
});

describe('GuestPage', () => {
  it('is the main landmark: the mark, whose app, the title, the card and its footer', () => {
    render(
      <GuestPage app="Back office" title="Entrar" footer="Ainda não tem conta?">
        <p>O formulário</p>
      </GuestPage>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Back office');
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(main).toHaveTextContent('O formulário');
    expect(main).toHaveTextContent('Ainda não tem conta?');
  });
});
