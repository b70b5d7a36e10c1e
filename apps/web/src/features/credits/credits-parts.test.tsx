import { ApiError } from '@ma/api-client';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFakeApi } from '../../test/app-wrapper.tsx';
import { deferred, pending, serving } from '../../test/fake-api.ts';
import { BalanceCard } from './balance-card.tsx';
import { CouponForm } from './coupon-form.tsx';
import { MovementHistory } from './movement-history.tsx';
import { VipGroupCard } from './vip-group-card.tsx';

describe('BalanceCard', () => {
  it.each([
    [0, '0 créditos'],
    [1, '1 crédito'],
    [25, '25 créditos'],
  ])('shows %i as "%s" and what a credit buys', async (balance, text) => {
    await renderWithFakeApi(<BalanceCard balance={balance} />, pending);
    expect(screen.getByTestId('credit-balance')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(screen.getByText('Cada ideia de conteúdo gerada pela Aira consome 1 crédito.')).toBeInTheDocument();
  });
});

describe('CouponForm', () => {
  it('disables submit while empty or validating, reads "Validando..." and then shows the green line', async () => {
    const answer = deferred<unknown>();
    const { request, user } = await renderWithFakeApi(<CouponForm />, () => answer.promise);
    const button = screen.getByRole('button', { name: 'Resgatar' });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('Código do cupom'), 'BEMVINDO10');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Validando...' })).toBeDisabled();
    expect(request).toHaveBeenCalledTimes(1);

    answer.resolve({ rewardType: 'credits', rewardAmount: 10 });
    expect(await screen.findByText('Cupom aplicado! Você ganhou 10 créditos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código do cupom')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
  });

  it('shows the blank-code message inline without calling the server', async () => {
    const { request, user } = await renderWithFakeApi(<CouponForm />, () => Promise.resolve({}));
    await user.type(screen.getByLabelText('Código do cupom'), '   ');
    await user.click(screen.getByRole('button', { name: 'Resgatar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, insira um código de cupom');
    expect(screen.getByLabelText('Código do cupom')).toHaveAttribute('aria-invalid', 'true');
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the server detail of a refusal as the inline error', async () => {
    const { user } = await renderWithFakeApi(<CouponForm />, () => Promise.reject(new ApiError(410, { detail: 'Este cupom expirou.' })));
    await user.type(screen.getByLabelText('Código do cupom'), 'EXPIRADO{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este cupom expirou.');
  });
});

describe('VipGroupCard', () => {
  const withConfig = (vipGroup: unknown) => serving({ '/v3/config': { vipGroup } });

  it('opens the configured group in a new tab, without handing the opener over', async () => {
    await renderWithFakeApi(<VipGroupCard />, withConfig({ url: 'https://chat.whatsapp.com/AbC123', demo: false }));
    const link = await screen.findByRole('link', { name: /Entrar no grupo VIP/ });
    expect(link).toHaveAttribute('href', 'https://chat.whatsapp.com/AbC123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText(/demonstração/)).not.toBeInTheDocument();
  });

  it("labels the demo's address as a demonstration", async () => {
    await renderWithFakeApi(<VipGroupCard />, withConfig({ url: 'https://chat.whatsapp.com/DemoMaisAlcanceVip', demo: true }));
    const link = await screen.findByRole('link', { name: /Entrar no grupo VIP/ });
    expect(link).toHaveAccessibleDescription('Endereço de demonstração: ele não abre um grupo de verdade.');
  });

  it('shows the group as unavailable when the server has none', async () => {
    await renderWithFakeApi(<VipGroupCard />, withConfig(null));
    expect(await screen.findByText('O grupo VIP ainda não está disponível. Volte em breve.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar no grupo VIP' })).toBeDisabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('MovementHistory', () => {
  const movement = { id: 'm1', kind: 'coupon', amount: 10, reason: 'Cupom BEMVINDO10', balanceAfter: 10, createdAt: '2026-03-02T12:05:00Z' };

  it('shows a skeleton while loading, then the movements with sign, kind, date and balance', async () => {
    const answer = deferred<unknown>();
    await renderWithFakeApi(<MovementHistory />, () => answer.promise);
    expect(screen.getByLabelText('Carregando o histórico')).toHaveAttribute('aria-busy', 'true');
    answer.resolve({ items: [movement, { ...movement, id: 'm2', kind: 'spend', amount: -1, reason: 'Ideia de conteúdo', balanceAfter: 9 }] });
    const list = await screen.findByRole('list', { name: 'Movimentações de créditos' });
    const items = list.querySelectorAll('li');
    expect(items).toHaveLength(2);
    for (const text of ['Cupom BEMVINDO10', 'Cupom · 02/03/2026 às 09:05', '+10', 'mais 10 créditos', 'Saldo: 10']) {
      expect(items[0]).toHaveTextContent(text);
    }
    expect(items[1]).toHaveTextContent('-1');
    expect(items[1]).toHaveTextContent('Uso ·');
  });

  it('has an empty state', async () => {
    await renderWithFakeApi(<MovementHistory />, () => Promise.resolve({ items: [] }));
    expect(await screen.findByText('Nenhuma movimentação ainda')).toBeInTheDocument();
  });

  it('has an error state whose retry loads again', async () => {
    let calls = 0;
    const { user } = await renderWithFakeApi(<MovementHistory />, () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new ApiError(503, { detail: 'Banco de dados indisponível.' })) : Promise.resolve({ items: [movement] });
    });
    expect(await screen.findByText('Não foi possível carregar o histórico')).toBeInTheDocument();
    expect(screen.getByText('Banco de dados indisponível.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByText('Cupom BEMVINDO10')).toBeInTheDocument());
  });
});
