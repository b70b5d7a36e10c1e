import type { BrandMember } from '@ma/api-client/brand';
import { renderWithTheme } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemberRow } from './member-row.tsx';

const member = (change: Partial<BrandMember> = {}): BrandMember => ({
  id: 'm2',
  name: 'Caio Mendes',
  email: 'caio@lumiere.com.br',
  role: 'member',
  emailConfirmed: true,
  joined: true,
  createdAt: '2026-11-29T10:00:00Z',
  ...change,
});

describe('MemberRow', () => {
  it('names the person, their e-mail and role, and marks the signed-in member', () => {
    renderWithTheme(<MemberRow member={member({ role: 'owner', name: 'Helena Duarte' })} isSelf onRemove={undefined} />);
    const row = screen.getByRole('listitem', { name: 'Helena Duarte' });
    expect(row).toHaveTextContent('Helena Duarte (você)');
    expect(row).toHaveTextContent('caio@lumiere.com.br');
    expect(row).toHaveTextContent('Responsável');
    expect(screen.queryByText('Convite pendente')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an invitation waits, and offers Remover where the member may remove them', async () => {
    const onRemove = vi.fn();
    const { user } = renderWithTheme(<MemberRow member={member({ joined: false })} isSelf={false} onRemove={onRemove} />);
    expect(screen.getByText('Membro')).toBeInTheDocument();
    expect(screen.getByText('Convite pendente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover Caio Mendes' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
