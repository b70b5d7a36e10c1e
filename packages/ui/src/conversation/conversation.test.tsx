import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { useKeptMessages } from './kept-messages.ts';
import { MessageComposer } from './message-composer.tsx';
import { ReportButton } from './report-button.tsx';

const message = (id: string, mine: boolean, body: string, createdAt: string) => ({
  id,
  mine,
  side: mine ? ('creator' as const) : ('brand' as const),
  body,
  createdAt,
  authorName: mine ? 'Ana' : 'Lumière',
});

describe('ConversationThread', () => {
  it('shows markup as text, links only http addresses, and says Visto under my last message once read', () => {
    render(
      <ConversationThread
        label="Conversa com Lumière"
        side="creator"
        seenAt="2026-03-02T12:10:00.000Z"
        messages={[
          message('1', false, '<b>Oi</b> veja https://marca.com.br e javascript:alert(1)', '2026-03-02T12:00:00.000Z'),
          message('2', true, 'Recebi!', '2026-03-02T12:05:00.000Z'),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Conversa com Lumière' });
    expect(list).toHaveTextContent('<b>Oi</b> veja https://marca.com.br e javascript:alert(1)');
    expect(list.querySelector('b')).toBeNull();
    const link = screen.getByRole('link', { name: 'https://marca.com.br' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Visto');
    expect(screen.getAllByRole('listitem')[0]).not.toHaveTextContent('Visto');
  });

  it('says nothing was written yet, and no Visto before the other side read my last message', () => {
    const { unmount } = render(<ConversationThread label="Conversa" messages={[]} />);
    expect(screen.getByText('Nenhuma mensagem ainda. Escreva a primeira.')).toBeInTheDocument();
    unmount();
    render(
      <ConversationThread label="Conversa" seenAt="2026-03-02T12:00:00.000Z" messages={[message('2', true, 'Oi', '2026-03-02T12:05:00.000Z')]} />,
    );
    expect(screen.queryByText(/Visto/)).toBeNull();
  });
});

it("names a colleague's message on the reader's side, and says Você only for the reader's own", () => {
  render(
    <ConversationThread
      label="Conversa com Ana"
      side="brand"
      messages={[
        { id: '1', side: 'brand', mine: false, authorName: 'Caio Mendes', body: 'Oi, Ana!', createdAt: '2026-03-02T12:00:00.000Z' },
        { id: '2', side: 'brand', mine: true, authorName: 'Beatriz Lima', body: 'Eu também.', createdAt: '2026-03-02T12:01:00.000Z' },
      ]}
    />,
  );
  const [colleague, own] = screen.getAllByRole('listitem');
  expect(colleague).toHaveTextContent('Caio Mendes');
  expect(own).toHaveTextContent('Você');
  expect(own).not.toHaveTextContent('Beatriz Lima');
});

describe('MessageComposer', () => {
  it('sends the trimmed text and empties the box', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByLabelText('Escreva uma mensagem');
    await userEvent.type(box, '  Olá, tudo bem?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenCalledWith('Olá, tudo bem?');
    expect(box).toHaveValue('');
  });

  it('keeps the text when the send fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('offline'));
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByLabelText('Escreva uma mensagem');
    await userEvent.type(box, 'Não me perca');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(box).toHaveValue('Não me perca');
  });

  it('says the rule before sending: nothing empty, nothing over 2,000 characters', async () => {
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Escreva a mensagem.')).toBeInTheDocument();
    const box = screen.getByLabelText('Escreva uma mensagem');
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('A mensagem pode ter até 2.000 caracteres.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('ReportButton', () => {
  it('asks the reason and sends it, keeping it when the send fails', async () => {
    const onReport = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    render(<ReportButton onReport={onReport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Denunciar conversa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(screen.getByText('Conte o motivo da denúncia.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Motivo'), ' Pediu minha senha. ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(onReport).toHaveBeenLastCalledWith('Pediu minha senha.');
    expect(screen.getByLabelText('Motivo')).toHaveValue(' Pediu minha senha. ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect(onReport).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("ConversationThread's older messages", () => {
  const page = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) =>
      message(String(from + index), false, `Mensagem ${from + index}`, `2026-03-02T12:${String(from + index).padStart(2, '0')}:00.000Z`),
    );

  it('offers the older messages only when there are some, says when they are loading and when they failed', async () => {
    const onLoad = vi.fn();
    const { rerender } = render(<ConversationThread label="Conversa" messages={page(3, 4)} />);
    expect(screen.queryByRole('button', { name: 'Carregar mensagens anteriores' })).toBeNull();

    rerender(<ConversationThread label="Conversa" messages={page(3, 4)} older={{ onLoad }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
    expect(onLoad).toHaveBeenCalledOnce();

    rerender(<ConversationThread label="Conversa" messages={page(3, 4)} older={{ onLoad, loading: true }} />);
    expect(screen.getByRole('button', { name: /Carregar mensagens anteriores/ })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<ConversationThread label="Conversa" messages={page(3, 4)} older={{ onLoad, failed: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as mensagens anteriores. Tente de novo.');
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it('keeps the message that was first where it was on the screen once the older ones are above it', async () => {
    // Each message 60 px under the one before it; the list starts 100 px down the screen.
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const item = this.closest('li');
      const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0;
      return DOMRect.fromRect({ x: 0, y: 100 + 60 * index, width: 300, height: 50 });
    });
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const onLoad = vi.fn();
    const { rerender } = render(<ConversationThread label="Conversa" messages={page(3, 4)} older={{ onLoad }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
    // A newer message arriving at the bottom moves nothing.
    rerender(<ConversationThread label="Conversa" messages={page(3, 5)} older={{ onLoad, loading: true }} />);
    expect(scrollBy).not.toHaveBeenCalled();
    rerender(<ConversationThread label="Conversa" messages={page(1, 5)} />);
    // Message 3 went from the first place (100 px) to the third (220 px): the page follows it.
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 120);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Mensagem 1'),
      expect.stringContaining('Mensagem 2'),
      expect.stringContaining('Mensagem 3'),
      expect.stringContaining('Mensagem 4'),
      expect.stringContaining('Mensagem 5'),
    ]);
    // The next refresh does not move it again.
    rerender(<ConversationThread label="Conversa" messages={page(1, 5)} />);
    expect(scrollBy).toHaveBeenCalledOnce();
    rect.mockRestore();
    scrollBy.mockRestore();
  });
});

describe('useKeptMessages', () => {
  const at = (id: string, minute: number) => message(id, false, id, `2026-03-02T12:0${minute}:00.000Z`);

  it('keeps the older messages a refresh pushed out of its pages, oldest first, and forgets them for another conversation', () => {
    const { result, rerender } = renderHook(({ conversation, fresh }) => useKeptMessages(conversation, fresh), {
      initialProps: { conversation: 'a', fresh: [at('m3', 3), at('m4', 4)] as ReturnType<typeof at>[] | undefined },
    });
    expect(result.current.map((kept) => kept.id)).toEqual(['m3', 'm4']);
    // Two new messages: the same number of pages now starts at m5.
    rerender({ conversation: 'a', fresh: [at('m5', 5), at('m6', 6)] });
    expect(result.current.map((kept) => kept.id)).toEqual(['m3', 'm4', 'm5', 'm6']);
    // An older page loaded; two written in the same instant are ordered by id, as the API does.
    rerender({ conversation: 'a', fresh: [at('m1b', 1), at('m1a', 1), at('m5', 5), at('m6', 6)] });
    expect(result.current.map((kept) => kept.id)).toEqual(['m1a', 'm1b', 'm3', 'm4', 'm5', 'm6']);
    rerender({ conversation: 'b', fresh: undefined });
    expect(result.current).toEqual([]);
  });
});
