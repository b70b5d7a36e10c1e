import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { ConversationThread } from './conversation-thread.tsx';
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
