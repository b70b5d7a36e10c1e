import { ApiError } from '@ma/api-client';
import { mediaKitKeys } from '@ma/api-client/query';
import type { MediaKit } from '@ma/api-client/schemas';
import { ACCENT_COLOR_INVALID, kitPalettes } from '@ma/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { fakeApi, type Reply } from '../../../test/fake-api.ts';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { CustomizePage } from './customize-page.tsx';
import { kitFixture } from './customize-test-utils.tsx';

const CONFLICT = 'Seu mídia kit foi salvo em outra aba ou aparelho. Recarregue a página para ver a versão mais recente antes de salvar.';

/** By default a server that holds `kit`: GET answers it, a save stores the appearance sent under a new version. */
function serverOf(kit: MediaKit): Reply {
  let current = kit;
  return (method, _path, { json }) => {
    if (method === 'put') {
      const { version, ...appearance } = json as MediaKit['appearance'] & { version: number };
      current = { ...current, appearance, version: version + 1 };
      return Promise.resolve({ kit: current, previousLevel: current.level });
    }
    return Promise.resolve(current);
  };
}

async function setup({ kit = kitFixture(), reply = serverOf(kit) }: { kit?: MediaKit; reply?: Reply } = {}) {
  const { api, request } = fakeApi(reply);
  const { queryClient, router, wrapper } = await createAppWrapper({ api });
  queryClient.setQueryData(mediaKitKeys.own(), kit);
  render(<CustomizePage />, { wrapper });
  const preview = screen.getByTestId('kit-preview');
  return {
    request,
    queryClient,
    router,
    user: userEvent.setup(),
    preview,
    /** The preview's data-theme (KitPage's root). */
    previewTheme: () => preview.firstElementChild?.getAttribute('data-theme'),
    /** The titles of the sections the preview shows, in order. */
    previewSections: () =>
      within(preview)
        .queryAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
  };
}

const saveButton = () => screen.getByRole('button', { name: 'Salvar aparência' });
const discardButton = () => screen.getByRole('button', { name: 'Descartar alterações' });
const saves = (request: ReturnType<typeof fakeApi>['request']) => request.mock.calls.filter(([method]) => method === 'put');

mountToasterForEachTest();

describe('CustomizePage', () => {
  it('shows the theme picked in the preview at once', async () => {
    const { user, previewTheme } = await setup();
    expect(previewTheme()).toBe('claro');
    expect(screen.getByRole('radio', { name: 'Claro' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('radio', { name: 'Noite' }));
    expect(previewTheme()).toBe('escuro');
    expect(screen.getByRole('radio', { name: 'Noite' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('link', { name: /Ver com este tema/ })).toHaveAttribute('href', '/maria?theme=escuro');
    expect(screen.getByRole('link', { name: /Ver meu kit/ })).toHaveAttribute('href', '/maria');
  });

  it('removes a hidden section from the preview and brings it back', async () => {
    const { user, previewSections } = await setup();
    expect(previewSections()).toContain('Marcas parceiras');

    await user.click(screen.getByRole('switch', { name: 'Marcas parceiras' }));
    expect(previewSections()).not.toContain('Marcas parceiras');
    await user.click(screen.getByRole('switch', { name: 'Marcas parceiras' }));
    expect(previewSections()).toContain('Marcas parceiras');
  });

  it('reorders the preview with the up and down buttons, keeping the focus on the button pressed', async () => {
    const { user, previewSections } = await setup();
    expect(screen.getByRole('button', { name: 'Mover para cima: Números das redes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover para baixo: Contato' })).toBeDisabled();

    const up = screen.getByRole('button', { name: 'Mover para cima: Marcas parceiras' });
    await user.click(up);
    expect(previewSections()).toEqual(['Números das redes', 'Marcas parceiras', 'Tabela de preços', 'Destaques', 'Contato']);
    expect(up).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Marcas parceiras: posição 2 de 5.');

    // From the keyboard: Enter on the focused button moves it again; at the top the focus goes to its twin.
    await user.keyboard('{Enter}');
    expect(previewSections()[0]).toBe('Marcas parceiras');
    expect(screen.getByRole('button', { name: 'Mover para baixo: Marcas parceiras' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mover para baixo: Tabela de preços' }));
    expect(previewSections()).toEqual(['Marcas parceiras', 'Números das redes', 'Destaques', 'Tabela de preços', 'Contato']);
  });

  it('saves the appearance with the version read, says so, and stores the new version', async () => {
    const { user, request, queryClient } = await setup();
    expect(saveButton()).toBeDisabled();
    expect(discardButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Oceano' }));
    await user.click(screen.getByRole('switch', { name: 'Destaques' }));
    // Past the hidden 'Destaques', then past 'Marcas parceiras'.
    await user.click(screen.getByRole('button', { name: 'Mover para cima: Contato' }));
    await user.click(screen.getByRole('button', { name: 'Mover para cima: Contato' }));
    await user.click(saveButton());

    await waitFor(() => expect(saves(request)).toHaveLength(1));
    expect(saves(request)[0]).toEqual([
      'put',
      '/v3/media-kit/appearance',
      expect.objectContaining({
        json: { theme: 'oceano', accentColor: kitPalettes.oceano.accent, sections: ['stats', 'rates', 'contact', 'brands'], version: 7 },
      }),
    ]);
    expect(await screen.findByText('Aparência salva!')).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(queryClient.getQueryData<MediaKit>(mediaKitKeys.own())?.version).toBe(8);
    expect(discardButton()).toBeDisabled();
  });

  it('discards the changes', async () => {
    const { user, previewTheme } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Rosa' }));
    expect(discardButton()).toBeEnabled();

    await user.click(discardButton());
    expect(previewTheme()).toBe('claro');
    expect(screen.getByRole('radio', { name: 'Claro' })).toHaveAttribute('aria-checked', 'true');
    expect(discardButton()).toBeDisabled();
  });

  it('takes a typed accent, and refuses one that is not #RRGGBB without calling the server', async () => {
    const { user, request, preview } = await setup();
    const accent = screen.getByLabelText('Cor de destaque');

    await user.clear(accent);
    await user.type(accent, '#0f766e');
    expect(preview.firstElementChild).toHaveStyle('--kit-accent: #0f766e');

    await user.clear(accent);
    await user.type(accent, '#0f7');
    await user.tab();
    expect(screen.getByText(ACCENT_COLOR_INVALID)).toBeInTheDocument();
    await user.click(saveButton());
    // The refusal is brought into view on its field, not repeated in a toast.
    await waitFor(() => expect(accent).toHaveFocus());
    expect(screen.getAllByText(ACCENT_COLOR_INVALID)).toHaveLength(1);
    expect(saves(request)).toHaveLength(0);
  });

  it("puts a colour the server refuses on the field, in the server's words, until it is typed again", async () => {
    const refusal = 'A cor de destaque foi recusada.';
    const { user } = await setup({
      reply: (method) =>
        method === 'get'
          ? new Promise(() => undefined)
          : Promise.reject(new ApiError(422, { detail: refusal, code: 'VALIDATION_ERROR', fields: { accentColor: refusal } })),
    });
    const accent = screen.getByLabelText('Cor de destaque');
    await user.clear(accent);
    await user.type(accent, '#0f766e');
    await user.click(saveButton());

    await waitFor(() => expect(accent).toHaveAttribute('aria-invalid', 'true'));
    expect(accent).toHaveAccessibleDescription(expect.stringContaining(refusal));
    await user.type(accent, '{Backspace}f');
    expect(accent).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the conflict with a reload that brings the saved kit back', async () => {
    const elsewhere = kitFixture({ version: 9, appearance: { theme: 'rosa', accentColor: '#be185d', sections: ['contact'] } });
    const { user, request, previewTheme, previewSections } = await setup({
      reply: (method) =>
        method === 'get' ? Promise.resolve(elsewhere) : Promise.reject(new ApiError(409, { detail: CONFLICT, code: 'KIT_VERSION_CONFLICT' })),
    });
    await user.click(screen.getByRole('radio', { name: 'Noite' }));
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONFLICT);
    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(request).toHaveBeenCalledWith('get', '/v3/media-kit', expect.anything());
    expect(previewTheme()).toBe('rosa');
    expect(previewSections()).toEqual(['Contato']);
    expect(saveButton()).toBeDisabled();
  });

  it('shows any other failure as a toast with the server words', async () => {
    const { user } = await setup({
      reply: (method) =>
        method === 'get' ? new Promise(() => undefined) : Promise.reject(new ApiError(503, { detail: 'Banco de dados indisponível.' })),
    });
    await user.click(screen.getByRole('radio', { name: 'Areia' }));
    await user.click(saveButton());
    expect(await screen.findByText('Banco de dados indisponível.')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Noite' }));

    act(() => void router.navigate({ to: '/credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });
});
