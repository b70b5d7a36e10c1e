import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { toast } from './toast.tsx';
import { Toaster } from './toaster.tsx';

// The toast store is module-wide (it is what lets any code raise a toast): empty it per test.
afterEach(() => {
  act(() => toast.clean());
});

describe('toast', () => {
  it('shows title and message with a close button labelled Fechar notificação', async () => {
    render(<Toaster />);
    act(() => {
      toast.success({ title: 'Proposta enviada com sucesso!', message: 'Sua proposta foi enviada para análise.' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Proposta enviada com sucesso!');
    expect(alert).toHaveTextContent('Sua proposta foi enviada para análise.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(screen.queryByText('Proposta enviada com sucesso!')).not.toBeInTheDocument());
  });

  it('shows at most 3 toasts and queues the rest', async () => {
    render(<Toaster />);
    act(() => {
      for (let n = 1; n <= 5; n += 1) toast.info({ message: `Aviso ${n}` });
    });
    expect(await screen.findAllByRole('alert')).toHaveLength(3);
    expect(screen.queryByText('Aviso 4')).not.toBeInTheDocument();
  });

  it('shows the toasts raised before it mounted, still at most 3', async () => {
    act(() => {
      for (let n = 1; n <= 5; n += 1) toast.info({ message: `Aviso ${n}` });
    });
    render(<Toaster />);
    expect(await screen.findAllByRole('alert')).toHaveLength(3);
    expect(screen.getByText('Aviso 1')).toBeInTheDocument();
    expect(screen.queryByText('Aviso 4')).not.toBeInTheDocument();
  });

  it('accepts a plain string, and a lone title, as the message', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Credenciais inválidas.');
      toast.warning({ title: 'Falha ao realizar login.' });
    });
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getByText('Credenciais inválidas.')).toHaveClass('mantine-Notification-description');
    expect(screen.getByText('Falha ao realizar login.')).toHaveClass('mantine-Notification-description');
  });

  it('turns a waiting toast into an outcome and hides by id', async () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast.waiting({ message: 'Validando...' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-variant', 'waiting');

    act(() => {
      toast.update(id, 'error', 'Código de cupom inválido ou expirado');
    });
    expect(await screen.findByText('Código de cupom inválido ou expirado')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'error');

    act(() => {
      toast.hide(id);
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('names the error toasts, shown or queued, and no other', () => {
    act(() => {
      toast.success('Conta criada.');
      for (let n = 1; n <= 4; n += 1) toast.error({ id: `erro-${n}`, message: `Erro ${n}` });
    });
    expect(toast.errorIds()).toEqual(['erro-1', 'erro-2', 'erro-3', 'erro-4']);
    act(() => toast.hide('erro-2'));
    expect(toast.errorIds()).toEqual(['erro-1', 'erro-3', 'erro-4']);
  });
});
