import type { Overview } from '@ma/api-client/schemas';
import { formatCents, formatCountOf } from '@ma/domain';
import { IconCash } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { WayCard } from './way-card.tsx';

/** The affiliate program: registered or not, and this month's commissions. */
export function AffiliateWay({ affiliate }: { affiliate: Overview['affiliate'] | undefined }) {
  return (
    <WayCard
      icon={<IconCash size={22} />}
      title="Programa de afiliados"
      status={({ registered }) => (registered ? { label: 'Participando', tone: 'positive' } : { label: 'Sem cadastro', tone: 'pending' })}
      description="Crie links de produtos das marcas parceiras e ganhe uma comissão por venda feita por eles, paga via PIX."
      data={affiliate}
      state={({ registered, monthEarningsCents, monthCommissions }) =>
        registered
          ? {
              headline: `Comissões deste mês: ${formatCents(monthEarningsCents)}`,
              detail:
                monthCommissions === 0
                  ? 'Nenhuma venda este mês: compartilhe seus links.'
                  : `${formatCountOf(monthCommissions, 'venda', 'vendas')} pelos seus links este mês.`,
            }
          : { headline: 'Você ainda não faz parte do programa.', detail: 'O cadastro pede CPF ou CNPJ, telefone e uma chave PIX.' }
      }
      actions={({ registered }) =>
        registered ? (
          <>
            <ButtonLink to="/affiliate/links" radius="xl">
              Ver meus links
            </ButtonLink>
            <ButtonLink to="/affiliate/commissions" radius="xl" variant="light">
              Ver comissões
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/affiliate/register" radius="xl">
            Quero me cadastrar
          </ButtonLink>
        )
      }
    />
  );
}
