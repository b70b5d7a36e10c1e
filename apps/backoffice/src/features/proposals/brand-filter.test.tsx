import type { ApiClient } from '@ma/api-client';
import { renderWithTheme } from '@ma/app-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BrandFilter } from './brand-filter.tsx';

// The API's answer: the brands whose name starts with `q`, accents aside (as the server does it).
const BRANDS = ['Aroma Cafés', 'Grão Cafés', 'Grão Moda', 'Lumière Tech'];
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function fakeApi() {
  const request = vi.fn((_method: string, _path: string, options?: { searchParams?: { q?: string } }) => {
    const q = plain(options?.searchParams?.q ?? '');
    return Promise.resolve({ items: BRANDS.filter((name) => plain(name).startsWith(q)) });
  });
  return { api: { request } as unknown as ApiClient, request };
}

function Harness({ api, onChange }: { api: ApiClient; onChange: (brand: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <BrandFilter
      api={api}
      value={value}
      onChange={(brand) => {
        setValue(brand);
        onChange(brand);
      }}
    />
  );
}

const renderFilter = (api: ApiClient, onChange = vi.fn()) =>
  renderWithTheme(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness api={api} onChange={onChange} />
    </QueryClientProvider>,
  );

describe('BrandFilter', () => {
  it('asks for the brands starting with what was typed, once typing pauses, and chooses one by its exact name', async () => {
    const { api, request } = fakeApi();
    const onChange = vi.fn();
    const { user } = renderFilter(api, onChange);
    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    await user.keyboard('grao');
    // Once the API answered for 'grao' only its brands are offered, 'Grão' among them: the API's
    // choice is shown, not filtered again by the letters typed.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Lumière Tech' })).toBeNull());
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Grão Cafés', 'Grão Moda']);
    await user.click(screen.getByRole('option', { name: 'Grão Moda' }));
    expect(onChange).toHaveBeenCalledWith('Grão Moda');
    expect(screen.getByRole('combobox', { name: 'Marca' })).toHaveValue('Grão Moda');
    const asked = request.mock.calls.map(([, , options]) => options?.searchParams?.q ?? '');
    expect(asked).toContain('grao');
    // Debounced: not one request per letter.
    expect(asked).not.toContain('gr');
  });

  it('says so when no brand starts with the text', async () => {
    const { api } = fakeApi();
    const { user } = renderFilter(api);
    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    await user.keyboard('xyz');
    expect(await screen.findByText('Nenhuma marca começa assim.')).toBeInTheDocument();
  });
});
