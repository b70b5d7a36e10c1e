import { ApiError } from '@ma/api-client';
import { brandRefusalPayloadSchema } from '@ma/api-client/admin';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReviewDecisions } from '../lib/use-review-decisions.ts';
import { giveReason, renderWithToasts } from '../test/review-queue.tsx';
import { ReviewDialogs } from './review-dialogs.tsx';

interface Item {
  id: string;
  name: string;
}

const items: Item[] = [{ id: 'i1', name: 'Lumière' }];

/** A queue of one item, read through the query the decisions read again, with a button for each decision. */
function Queue({
  read,
  accept,
  reject,
}: {
  read: () => Promise<Item[]>;
  accept: (item: Item) => Promise<unknown>;
  reject: (item: Item, reason: string) => Promise<unknown>;
}) {
  const list = useQuery({ queryKey: ['admin', 'queue'], queryFn: read });
  const decisions = useReviewDecisions<Item>({ queryKey: ['admin', 'queue'], accept, accepted: 'Aceito.', reject, rejected: 'Recusado.' });
  return (
    <>
      {list.data?.map((item) => (
        <div key={item.id}>
          <button onClick={() => decisions.setAccepting(item)}>Aceitar {item.name}</button>
          <button onClick={() => decisions.setRejecting(item)}>Recusar {item.name}</button>
        </div>
      ))}
      <ReviewDialogs
        decisions={decisions}
        accept={{ title: 'Aceitar item', label: 'Aceitar', body: (item) => `${item.name} passa a valer.` }}
        reject={{
          title: 'Recusar item',
          label: 'Recusar',
          schema: brandRefusalPayloadSchema,
          description: 'Vai por e-mail.',
          body: (item) => `${item.name} não vale.`,
        }}
      />
    </>
  );
}

function renderQueue(answer: () => Promise<unknown> = () => Promise.resolve({})) {
  const read = vi.fn(() => Promise.resolve(items));
  const accept = vi.fn(answer);
  const reject = vi.fn(answer);
  const rendered = renderWithToasts(<Queue read={read} accept={accept} reject={reject} />);
  return { ...rendered, read, accept, reject };
}

/** Opens the dialog of a decision on the queue's item. */
async function openDialog(user: ReturnType<typeof renderQueue>['user'], decision: 'Aceitar' | 'Recusar') {
  await user.click(await screen.findByRole('button', { name: `${decision} Lumière` }));
  return screen.getByRole('dialog', { name: `${decision} item` });
}

describe('ReviewDialogs', () => {
  it('accepts after asking, says so, closes and reads the list again', async () => {
    const { user, read, accept } = renderQueue();
    const dialog = await openDialog(user, 'Aceitar');
    expect(dialog).toHaveTextContent('Lumière passa a valer.');
    await user.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Aceito.')).toBeInTheDocument();
    expect(accept).toHaveBeenCalledWith(items[0], expect.anything());
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects only with a reason, in the schema’s words, says so, closes and reads the list again', async () => {
    const { user, read, reject } = renderQueue();
    const dialog = await openDialog(user, 'Recusar');
    expect(dialog).toHaveTextContent('Lumière não vale.');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByText('Informe o motivo da recusa.')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();

    await giveReason(user, dialog, 'Recusar', 'CNPJ de outra empresa.');
    expect(await screen.findByText('Recusado.')).toBeInTheDocument();
    expect(reject).toHaveBeenCalledWith(items[0], 'CNPJ de outra empresa.');
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a 409’s detail and reads the list again: a toast on acceptance, the form’s alert on rejection', async () => {
    const detail = 'Já foi avaliada por outro operador. Atualize a lista.';
    const { user, read } = renderQueue(() => Promise.reject(new ApiError(409, { detail, code: 'BRAND_ALREADY_DECIDED' })));

    await user.click(within(await openDialog(user, 'Aceitar')).getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));

    const dialog = await openDialog(user, 'Recusar');
    await giveReason(user, dialog, 'Recusar', 'Duplicada.');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
    expect(screen.queryByText('Recusado.')).not.toBeInTheDocument();
  });
});
