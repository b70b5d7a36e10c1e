import { ApiError, type ApiClient } from '@ma/api-client';
import { createQueryClient } from '@ma/app-kit/query-client';
import { renderWithTheme } from '@ma/app-kit/testing';
import { toast, Toaster } from '@ma/ui/toasts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';

type Options = { searchParams?: Record<string, string | undefined>; json?: { reason: string } };

interface Queue<T> {
  /** The stored items, changed in place by each decision. */
  items: T[];
  /** Whether a GET with these search params lists the item. */
  listed: (item: T, searchParams: Options['searchParams']) => boolean;
  /** A decision's path, capturing its item's id and its action. */
  decision: RegExp;
  /** What the action makes of the stored item (`reason`: the body's, for a refusal). */
  decide: (stored: T, action: string, reason: string | null) => T;
  /** The API's answer to an unknown id. */
  notFound: ApiError;
}

/**
 * A review queue's API as its page calls it (`api.request`, the app's camelCase side): the items a
 * GET asks for, and a decision that changes the stored item, or the error `answer` gives instead.
 */
export function fakeReviewApi<T extends { id: string }>(queue: Queue<T>, answer: (decided: T) => T | ApiError = (decided) => decided) {
  const { items } = queue;
  const request = vi.fn((method: string, path: string, options?: Options) => {
    if (method === 'get') return Promise.resolve({ items: items.filter((item) => queue.listed(item, options?.searchParams)), nextCursor: null });
    const [, id, action = ''] = queue.decision.exec(path) ?? [];
    const index = items.findIndex((item) => item.id === id);
    const stored = items[index];
    if (!stored) return Promise.reject(queue.notFound);
    const answered = answer(queue.decide(stored, action, options?.json?.reason ?? null));
    if (answered instanceof ApiError) return Promise.reject(answered);
    items[index] = answered;
    return Promise.resolve(answered);
  });
  return { api: { request } as unknown as ApiClient, request };
}

type User = ReturnType<typeof renderWithToasts>['user'];

/** Opens the '⋮' menu of the row of `name`, once the list shows it. */
export async function openActions(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: `Ações para ${name}` }));
}

/** Chooses `action` in the '⋮' menu of the row of `name`, and gives the dialog it opens, named `dialog`. */
export async function chooseAction(user: User, name: string, action: string, dialog: string) {
  await openActions(user, name);
  await user.click(screen.getByRole('menuitem', { name: action }));
  return screen.getByRole('dialog', { name: dialog });
}

/** Types `reason` in a reason dialog and presses its button `label`. */
export async function giveReason(user: User, dialog: HTMLElement, label: string, reason: string) {
  await user.type(within(dialog).getByLabelText(/Motivo/), reason);
  await user.click(within(dialog).getByRole('button', { name: label }));
}

/** A page under the app's query client, whose failures and successes are toasts (cleared after each test). */
export function renderWithToasts(page: ReactElement) {
  return renderWithTheme(
    <QueryClientProvider client={createQueryClient((message) => toast.error(message))}>
      <Toaster />
      {page}
    </QueryClientProvider>,
  );
}

afterEach(() => {
  act(() => toast.clean());
});
