import { ApiError } from '@ma/api-client';
import { creditKeys } from '@ma/api-client/query';
import { VOICE_PROFILE_POLL_MS } from '@ma/api-client/query/voice';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';
import { scriptFixture } from '../../test/ugc-script-fixture.ts';
import { ClonePage } from './clone-page.tsx';
import {
  BALANCE,
  callsTo,
  fakeApi,
  pending,
  profileFixture,
  sampleFixture,
  SCRIPTS,
  serving,
  STATE,
  stateFixture,
  VOICE_OVERS,
  voiceOverFixture,
  type Reply,
} from './voice-test-utils.tsx';

const thirtySeconds = [
  sampleFixture(),
  sampleFixture({ id: 'sample-2', fileName: 'gravação-2.wav', format: 'wav', durationSeconds: 18.4, sizeBytes: 300 * 1024 }),
];

async function setup(reply: Reply) {
  const { api, request } = fakeApi(reply);
  const { wrapper, queryClient } = await createAppWrapper({ api, path: '/aira/clone' });
  render(<ClonePage />, { wrapper });
  // With fake timers (a test that skips the page's polling pauses), user-event's own pauses follow them.
  return { request, queryClient, user: userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) }) };
}

/** A text pasted into a field: one change, where typing renders the autosizing textarea once per key. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const section = (name: string) => within(screen.getByRole('region', { name }));

mountToasterForEachTest();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:narracao');
  URL.revokeObjectURL = vi.fn();
  // jsdom has no font loading, which the autosizing textarea listens to.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    configurable: true,
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the voice cloning page (/aira/clone)', () => {
  it('shows a skeleton while loading, and the failure with a retry', async () => {
    let attempts = 0;
    const { user } = await setup((method, path) => {
      if (path !== STATE) return pending();
      attempts += 1;
      if (attempts === 1)
        return new Promise((_, reject) => setTimeout(() => reject(new ApiError(503, { detail: 'Estamos com instabilidade.' })), 20));
      return Promise.resolve(stateFixture());
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Clone sua voz' })).toBeInTheDocument();
    expect(screen.getByLabelText('Carregando sua voz')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Não foi possível carregar sua voz')).toBeInTheDocument();
    expect(screen.getByText('Estamos com instabilidade.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma amostra enviada ainda.')).toBeInTheDocument();
  });

  it('starts empty: says what is needed, labels the demo, and keeps the profile button off with the reason', async () => {
    await setup(serving({ [STATE]: stateFixture() }));
    expect(await screen.findByText('Modo de demonstração: a narração é um áudio de exemplo, não a sua voz.')).toBeInTheDocument();
    expect(screen.getByText('Demonstração')).toBeInTheDocument();
    const samples = section('Amostras de voz');
    expect(samples.getByText('Nenhuma amostra enviada ainda.')).toBeInTheDocument();
    expect(samples.getByText('Total: 0 s (mínimo 30 s, máximo 5 min).')).toBeInTheDocument();
    expect(samples.getByRole('meter', { name: 'Total das amostras' })).toHaveAttribute('aria-valuenow', '0');
    const create = section('Perfil de voz').getByRole('button', { name: 'Criar perfil de voz' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('As amostras precisam somar pelo menos 30 segundos de voz.');
    expect(screen.queryByRole('region', { name: 'Narração com a sua voz' })).not.toBeInTheDocument();
  });

  it('says plainly when the server has no voice service, and makes no profile', async () => {
    const { user } = await setup(
      serving({ [STATE]: stateFixture({ provider: { kind: 'none', synthesisAvailable: false }, samples: thirtySeconds }) }),
    );
    expect(await screen.findByText('Serviço de voz não configurado')).toBeInTheDocument();
    expect(screen.queryByText('Demonstração')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Confirmo que esta voz é minha' }));
    const create = screen.getByRole('button', { name: 'Criar perfil de voz' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      'A narração precisa de um serviço de voz configurado neste servidor. Suas amostras ficam guardadas até lá.',
    );
  });

  it('lists the samples with name, duration, size and format, and deletes one after asking', async () => {
    let samples = thirtySeconds;
    const { request, user } = await setup(
      serving({ [STATE]: () => stateFixture({ samples }) }, (method, path) => {
        if (method === 'delete' && path === '/v3/voice-cloning/samples/sample-2') {
          samples = samples.slice(0, 1);
          return Promise.resolve(undefined);
        }
        return pending();
      }),
    );
    const list = await screen.findByRole('list', { name: 'Amostras de voz' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('gravação-1.mp3');
    expect(first).toHaveTextContent('12 s · 1,5 MB · MP3');
    expect(second).toHaveTextContent('18 s · 300 KB · WAV');
    expect(screen.getByText('Total: 30 s (mínimo 30 s, máximo 5 min).')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Excluir a amostra gravação-2.wav' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir amostra' });
    expect(dialog).toHaveTextContent('Excluir a amostra gravação-2.wav?');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Amostra excluída.')).toBeInTheDocument();
    expect(callsTo(request, '/v3/voice-cloning/samples/sample-2', 'delete')).toHaveLength(1);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('uploads the chosen files, refusing a file over 25 MB before sending and showing the server’s refusal by name', async () => {
    let samples = [sampleFixture()];
    const { request, user } = await setup(
      serving({ [STATE]: () => stateFixture({ samples }) }, (method, path, { form }) => {
        if (method !== 'post' || path !== '/v3/voice-cloning/samples') return pending();
        const file = form?.get('sample') as File;
        if (file.name === 'texto.mp3')
          return Promise.reject(new ApiError(415, { detail: 'Envie um áudio MP3, WAV, M4A ou OGG.', code: 'VOICE_SAMPLE_UNSUPPORTED' }));
        const sample = sampleFixture({ id: 'sample-new', fileName: file.name, format: 'wav', durationSeconds: 20 });
        samples = [...samples, sample];
        return Promise.resolve(sample);
      }),
    );
    await screen.findByText('gravação-1.mp3');
    const huge = new File(['x'], 'enorme.wav', { type: 'audio/wav' });
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.mp3,.wav,.m4a,.ogg'));
    await user.upload(input, [
      huge,
      new File(['não é áudio'], 'texto.mp3', { type: 'audio/mpeg' }),
      new File(['RIFF'], 'minha-voz.wav', { type: 'audio/wav' }),
    ]);
    const alert = (await screen.findByText('Algumas amostras não foram aceitas')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('enorme.wav: Cada amostra deve ter no máximo 25 MB.');
    expect(alert).toHaveTextContent('texto.mp3: Envie um áudio MP3, WAV, M4A ou OGG.');
    expect(await screen.findByText('minha-voz.wav')).toBeInTheDocument();
    expect(screen.getByText('Amostra enviada.')).toBeInTheDocument();
    // The big one never left the page.
    const sent = callsTo(request, '/v3/voice-cloning/samples', 'post').map(([, , options]) => (options?.form?.get('sample') as File).name);
    expect(sent).toEqual(['texto.mp3', 'minha-voz.wav']);
  });

  it('creates the profile once consent is given, then follows it to "Pronta" without a reload', async () => {
    // The page's clock runs on, and the test moves it past each 2 s poll rather than waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      stateFixture({ samples: thirtySeconds }),
      stateFixture({ samples: thirtySeconds, profile: profileFixture({ status: 'queued' }) }),
    ];
    let reads = 0;
    const next = () => answers[Math.min(reads++, answers.length - 1)];
    const { request, user } = await setup(
      serving({ [STATE]: next, [VOICE_OVERS]: { items: [] }, [SCRIPTS]: { items: [] } }, (method, path, { json }) => {
        if (method === 'post' && path === '/v3/voice-cloning/profile') return Promise.resolve(profileFixture({ status: 'queued' }));
        void json;
        return pending();
      }),
    );
    const create = await screen.findByRole('button', { name: 'Criar perfil de voz' });
    expect(create).toHaveAccessibleDescription('Confirme que a voz é sua para continuar.');
    await user.click(screen.getByRole('checkbox', { name: 'Confirmo que esta voz é minha' }));
    expect(create).toBeEnabled();
    await user.click(create);
    expect(callsTo(request, '/v3/voice-cloning/profile', 'post')[0]?.[2]).toMatchObject({ json: { consent: true } });
    expect(await screen.findByText('Perfil de voz enviado. Acompanhe o progresso aqui.')).toBeInTheDocument();
    expect(await screen.findByTestId('voice-profile-status')).toHaveTextContent('Na fila');
    expect(screen.getByRole('progressbar', { name: 'Andamento do perfil de voz' })).toHaveAttribute('aria-valuetext', 'Na fila');
    // No more uploads once a profile is made from these samples.
    expect(screen.queryByRole('button', { name: 'Enviar amostras' })).not.toBeInTheDocument();

    // The page asks again on its own (every 2 s) while the profile is on its way.
    answers.push(stateFixture({ samples: thirtySeconds, profile: profileFixture({ status: 'processing' }) }));
    await act(() => vi.advanceTimersByTimeAsync(VOICE_PROFILE_POLL_MS));
    await waitFor(() => expect(screen.getByTestId('voice-profile-status')).toHaveTextContent('Processando'));
    answers.push(stateFixture({ samples: thirtySeconds, profile: profileFixture({ status: 'ready' }) }));
    await act(() => vi.advanceTimersByTimeAsync(VOICE_PROFILE_POLL_MS));
    await waitFor(() => expect(screen.getByTestId('voice-profile-status')).toHaveTextContent('Pronta'));
    expect(await screen.findByRole('region', { name: 'Narração com a sua voz' })).toBeInTheDocument();
  });

  it('shows why a profile failed and offers to make it again', async () => {
    await setup(
      serving({
        [STATE]: stateFixture({
          samples: thirtySeconds,
          profile: profileFixture({ status: 'failed', failure: 'O serviço de voz não aceitou as amostras.' }),
        }),
      }),
    );
    expect(await screen.findByTestId('voice-profile-status')).toHaveTextContent('Falhou');
    expect(screen.getByText('Não foi possível criar seu perfil de voz')).toBeInTheDocument();
    expect(screen.getByText('O serviço de voz não aceitou as amostras.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar perfil de novo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar amostras' })).toBeInTheDocument();
  });

  it('deletes the profile with the samples after a warning', async () => {
    let state = stateFixture({ samples: thirtySeconds, profile: profileFixture({ status: 'ready' }) });
    const { request, user } = await setup(
      serving({ [STATE]: () => state, [VOICE_OVERS]: { items: [] }, [SCRIPTS]: { items: [] } }, (method, path) => {
        if (method !== 'delete' || path !== '/v3/voice-cloning/profile') return pending();
        state = stateFixture();
        return Promise.resolve(undefined);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Excluir perfil de voz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir perfil de voz' });
    expect(dialog).toHaveTextContent('Excluir o perfil de voz apaga também todas as suas amostras.');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Perfil de voz excluído, com as amostras.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma amostra enviada ainda.')).toBeInTheDocument();
    expect(callsTo(request, '/v3/voice-cloning/profile', 'delete')).toHaveLength(1);
  });

  describe('with a ready voice', () => {
    const ready = stateFixture({ samples: thirtySeconds, profile: profileFixture({ status: 'ready' }) });
    /** The ready page, whose voice-over requests get `answers` in turn: an error is thrown, anything else answered. */
    const narrating = (...answers: unknown[]) => {
      let attempt = 0;
      return serving({ [STATE]: ready, [VOICE_OVERS]: { items: [] }, [SCRIPTS]: { items: [] } }, (method, path) => {
        if (method !== 'post' || path !== VOICE_OVERS) return pending();
        const answer = answers[Math.min(attempt++, answers.length - 1)];
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      });
    };

    it('turns a text into a voice-over for 1 credit, plays it and refreshes the balance', async () => {
      let items: unknown[] = [];
      const { request, user, queryClient } = await setup(
        serving({ [STATE]: ready, [VOICE_OVERS]: () => ({ items }), [SCRIPTS]: { items: [] } }, (method, path, options) => {
          if (method === 'get' && path === `${VOICE_OVERS}/voice-over-1/audio`) return Promise.resolve(new Blob(['RIFF'], { type: 'audio/wav' }));
          if (method !== 'post' || path !== VOICE_OVERS) return pending();
          void options;
          items = [voiceOverFixture()];
          return Promise.resolve({ voiceOver: voiceOverFixture(), balance: 9 });
        }),
      );
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      const narration = await screen.findByRole('region', { name: 'Narração com a sua voz' });
      expect(within(narration).getByText('Gerar a narração custa 1 crédito.')).toBeInTheDocument();
      expect(await within(narration).findByText('Você ainda não gerou narrações.')).toBeInTheDocument();
      await user.click(within(narration).getByRole('button', { name: 'Gerar narração' }));
      expect(await within(narration).findByText('Escreva o texto da narração.')).toBeInTheDocument();
      expect(callsTo(request, VOICE_OVERS, 'post')).toHaveLength(0);

      await paste(user, within(narration).getByLabelText('Texto da narração'), 'Oi, gente! Olha só esta garrafa.');
      await user.click(within(narration).getByRole('button', { name: 'Gerar narração' }));
      expect(await screen.findByText('Narração pronta.')).toBeInTheDocument();
      const [, , sent] = callsTo(request, VOICE_OVERS, 'post')[0] ?? [];
      expect(sent?.json).toEqual({ text: 'Oi, gente! Olha só esta garrafa.', ugcScriptId: null });
      expect(sent?.headers?.['Idempotency-Key']).toMatch(/^[a-f0-9]{32}$/);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: creditKeys.all });

      const item = await screen.findByRole('listitem', { name: 'Narração de 02/10/2026' });
      await waitFor(() => expect(item.querySelector('audio')).toHaveAttribute('src', 'blob:narracao'));
      expect(within(item).getByRole('link', { name: 'Baixar áudio' })).toHaveAttribute('download', 'narracao-voice-ov.wav');
      expect(within(narration).getByLabelText('Texto da narração')).toHaveValue('');
    });

    it('refuses a short balance with a link to /credits, and retries a dropped request with the same key', async () => {
      const { request, user } = await setup(
        narrating(
          new ApiError(0, undefined),
          new ApiError(402, {
            detail: 'Créditos insuficientes: você tem 0 créditos e esta ação precisa de 1 crédito.',
            code: 'INSUFFICIENT_CREDITS',
          }),
        ),
      );
      const narration = await screen.findByRole('region', { name: 'Narração com a sua voz' });
      await paste(user, within(narration).getByLabelText('Texto da narração'), 'Bom dia!');
      await user.click(within(narration).getByRole('button', { name: 'Gerar narração' }));
      expect(await within(narration).findByRole('alert')).toHaveTextContent('A conexão caiu antes de terminar.');
      await user.click(within(narration).getByRole('button', { name: 'Gerar narração' }));
      const refusal = await within(narration).findByText('Créditos insuficientes: você tem 0 créditos e esta ação precisa de 1 crédito.');
      expect(refusal).toBeInTheDocument();
      expect(within(narration).getByRole('link', { name: 'Adicionar créditos' })).toHaveAttribute('href', '/credits');
      const keys = callsTo(request, VOICE_OVERS, 'post').map(([, , options]) => options?.headers?.['Idempotency-Key']);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it('says the cost and the balance before sending, and sends nothing on a short balance', async () => {
      const { request } = await setup(serving({ [STATE]: ready, [VOICE_OVERS]: { items: [] }, [SCRIPTS]: { items: [] }, [BALANCE]: { balance: 0 } }));
      const narration = await screen.findByRole('region', { name: 'Narração com a sua voz' });
      expect(await within(narration).findByText('Seu saldo: 0 créditos')).toBeInTheDocument();
      expect(within(narration).getByText('Créditos insuficientes: você tem 0 créditos e esta ação precisa de 1 crédito.')).toBeInTheDocument();
      expect(within(narration).getByRole('link', { name: 'Adicionar créditos' })).toHaveAttribute('href', '/credits');
      expect(within(narration).getByRole('button', { name: 'Gerar narração' })).toBeDisabled();
      expect(callsTo(request, VOICE_OVERS, 'post')).toHaveLength(0);
    });

    it('says so when the server lost its voice service, with the button off', async () => {
      await setup(
        serving({
          [STATE]: { ...ready, provider: { kind: 'none', synthesisAvailable: false } },
          [VOICE_OVERS]: { items: [] },
          [SCRIPTS]: { items: [] },
        }),
      );
      const narration = await screen.findByRole('region', { name: 'Narração com a sua voz' });
      expect(
        within(narration).getByText('A narração precisa de um serviço de voz configurado neste servidor. Suas amostras ficam guardadas até lá.'),
      ).toBeInTheDocument();
      expect(within(narration).getByRole('button', { name: 'Gerar narração' })).toBeDisabled();
    });

    it('keeps the key after a 503 (the charge may have gone through), and takes a new one for a new text once answered', async () => {
      const { request, user } = await setup(
        narrating(new ApiError(503, { detail: 'Estamos com instabilidade.', code: 'DATABASE_UNAVAILABLE' }), {
          voiceOver: voiceOverFixture(),
          balance: 9,
        }),
      );
      const narration = await screen.findByRole('region', { name: 'Narração com a sua voz' });
      const field = within(narration).getByLabelText('Texto da narração');
      await paste(user, field, 'Bom dia!');
      await user.click(within(narration).getByRole('button', { name: 'Gerar narração' }));
      expect(await within(narration).findByRole('alert')).toHaveTextContent('Estamos com instabilidade.');
      await user.click(within(narration).getByRole('button', { name: 'Gerar narração' }));
      expect(await screen.findByText('Narração pronta.')).toBeInTheDocument();
      await paste(user, field, 'Boa noite!');
      await user.click(within(narration).getByRole('button', { name: 'Gerar narração' }));
      await waitFor(() => expect(callsTo(request, VOICE_OVERS, 'post')).toHaveLength(3));
      const keys = callsTo(request, VOICE_OVERS, 'post').map(([, , options]) => options?.headers?.['Idempotency-Key']);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    });

    it('fills the text with what a chosen UGC script has the creator say', async () => {
      const script = scriptFixture({
        id: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
        title: 'Review: Garrafa Lumi',
        scenes: [
          { startSecond: 0, endSecond: 5, shows: 'Close', says: 'Olha essa garrafa!', onScreenText: '' },
          { startSecond: 5, endSecond: 15, shows: 'Uso', says: 'Gelada o dia todo.', onScreenText: '' },
        ],
      });
      const { user } = await setup(
        serving({
          [STATE]: ready,
          [VOICE_OVERS]: { items: [] },
          [SCRIPTS]: {
            items: [
              {
                id: script.id,
                title: script.title,
                product: script.product,
                tone: script.tone,
                duration: 15,
                format: 'review',
                createdAt: script.createdAt,
              },
            ],
          },
          [`${SCRIPTS}/${script.id}`]: script,
        }),
      );
      await user.click(await screen.findByRole('combobox', { name: 'Usar um roteiro UGC (opcional)' }));
      await user.click(await screen.findByRole('option', { name: 'Review: Garrafa Lumi' }));
      await waitFor(() => expect(screen.getByLabelText('Texto da narração')).toHaveValue('Olha essa garrafa!\nGelada o dia todo.'));
    });
  });
});
