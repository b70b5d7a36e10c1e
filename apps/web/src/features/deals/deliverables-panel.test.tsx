import { ApiError } from '@ma/api-client';
import { dealFixture, deliverableFixture } from '@ma/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFakeApi } from '../../test/app-wrapper.tsx';
import { callsTo, type Reply } from '../../test/fake-api.ts';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';
import { DeliverablesPanel } from './deliverables-panel.tsx';

const ID = dealFixture().applicationId;
const DEAL = `/v3/proposal/applications/${ID}/deliverables`;
const POST = 'https://www.instagram.com/p/C8xYz12AbCd/';

const render = (reply: Reply) => renderWithFakeApi(<DeliverablesPanel applicationId={ID} />, reply);

mountToasterForEachTest();

describe("the creator's deliverables", () => {
  it('shows nothing for an application the brand has not accepted', async () => {
    const { request } = await render(() => Promise.resolve(dealFixture({ state: 'waiting', acceptedAt: null })));
    await waitFor(() => expect(callsTo(request, DEAL)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Entregas combinadas' })).not.toBeInTheDocument();
  });

  it('says the list opens soon while the acceptance settles', async () => {
    await render(() => Promise.resolve(dealFixture({ state: 'waiting' })));
    expect(await screen.findByText(/A lista de entregas abre em instantes/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('checks the address, hands it in, and keeps what she typed when the call fails', async () => {
    let fail = true;
    const { request, user } = await render((method, path, options) => {
      if (method === 'get') return Promise.resolve(dealFixture());
      if (fail) return Promise.reject(new ApiError(503, { detail: 'Serviço fora do ar.' }));
      expect(options.json).toEqual({ url: POST });
      return Promise.resolve(
        dealFixture({
          items: [deliverableFixture('post', { state: 'handed_in', url: POST, handedInAt: '2026-11-21T12:00:00.000Z' }), deliverableFixture('story')],
        }),
      );
    });
    expect(await screen.findByText(/pago diretamente pela marca/)).toBeInTheDocument();
    expect(screen.getByText('R$ 1.500,00')).toBeInTheDocument();
    const post = screen.getByRole('listitem', { name: 'Post 1' });
    const field = within(post).getByLabelText('Endereço público do post 1');

    await user.type(field, 'https://evil.example/p/abc');
    await user.click(within(post).getByRole('button', { name: 'Entregar' }));
    expect(await within(post).findByText(/Cole o endereço do post no Instagram/)).toBeInTheDocument();
    expect(callsTo(request, `${DEAL}/post-1`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, POST);
    await user.click(within(post).getByRole('button', { name: 'Entregar' }));
    expect(await screen.findByText('Serviço fora do ar.')).toBeInTheDocument();
    expect(field).toHaveValue(POST);

    fail = false;
    await user.click(within(post).getByRole('button', { name: 'Entregar' }));
    expect(await within(post).findByText('Aguardando a marca')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: POST })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(post).queryByLabelText('Endereço público do post 1')).not.toBeInTheDocument();
  });

  it("shows the brand's note on an item sent back, and the conclusion", async () => {
    const { user } = await render(() =>
      Promise.resolve(
        dealFixture({
          items: [
            deliverableFixture('post', { state: 'changes_requested', url: POST, note: 'Marque a marca na legenda.' }),
            deliverableFixture('story'),
          ],
        }),
      ),
    );
    const post = await screen.findByRole('listitem', { name: 'Post 1' });
    expect(within(post).getByText('Marque a marca na legenda.')).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: 'Entregar de novo' })).toBeInTheDocument();
    await user.click(within(post).getByRole('button', { name: 'Entregar de novo' }));
    expect(await within(post).findByText(/Cole o endereço do post/)).toBeInTheDocument();
  });

  it("reads 'Concluída' once the brand confirmed every item, with nothing left to hand in", async () => {
    const confirmed = { state: 'confirmed' as const, url: POST, confirmedAt: '2026-11-22T12:00:00.000Z' };
    await render(() =>
      Promise.resolve(
        dealFixture({
          state: 'concluded',
          concludedAt: '2026-11-22T12:00:00.000Z',
          items: [deliverableFixture('post', confirmed), deliverableFixture('story', confirmed)],
        }),
      ),
    );
    expect(await screen.findByText('Concluída')).toBeInTheDocument();
    expect(screen.getByText('Publi concluída')).toBeInTheDocument();
    expect(screen.getByText(/concluída em 22\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers a retry when the deal cannot be read', async () => {
    await render(() => Promise.reject(new ApiError(500, undefined)));
    expect(await screen.findByText('Não foi possível carregar as entregas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
