import { ApiError } from '@ma/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error.tsx';
import { renderWithTheme } from './testing/render-with-theme.tsx';

describe('LoadError', () => {
  it("says what failed and the server's reason, and tries again", async () => {
    const refetch = vi.fn().mockResolvedValue(undefined);
    const error = new ApiError(403, { detail: 'Esta página é do suporte.' });
    const { user } = renderWithTheme(<LoadError title="Não foi possível carregar a equipe" query={{ error, isFetching: false, refetch }} />);
    expect(screen.getByText('Não foi possível carregar a equipe')).toBeInTheDocument();
    expect(screen.getByText('Esta página é do suporte.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
