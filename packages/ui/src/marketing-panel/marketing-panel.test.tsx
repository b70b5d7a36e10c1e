import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { MarketingPanel } from './marketing-panel.tsx';

describe('MarketingPanel', () => {
  it('tells creators that big brands await them, with logos and the product logo', () => {
    render(<MarketingPanel />);
    expect(screen.getByRole('heading', { name: 'Grandes marcas esperam por você' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logotipos de marcas parceiras' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mais Alcance' })).toBeInTheDocument();
  });
});

describe('AuthLayout', () => {
  it('renders the panel and the form', () => {
    render(
      <AuthLayout>
        <h1>Entrar</h1>
      </AuthLayout>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Entrar');
    expect(screen.getByRole('complementary', { name: 'Sobre a Mais Alcance' })).toBeInTheDocument();
  });

  it('links the privacy policy below the form, as a plain link (the page is a server-rendered document)', () => {
    render(
      <AuthLayout>
        <h1>Entrar</h1>
      </AuthLayout>,
    );
    expect(screen.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows a spinner while a lazy form loads', () => {
    const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));
    render(
      <AuthLayout>
        <NeverLoads />
      </AuthLayout>,
    );
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
  });
});
