import type { Overview } from '@ma/api-client/schemas';
import { formatCents, formatCountOf } from '@ma/domain';
import { Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { ActionSkeleton, StateSkeleton, WayCard } from './way-card.tsx';

/** The affiliate program: registered or not, and this month's commissions. */
export function AffiliateWay({ affiliate }: { affiliate: Overview['affiliate'] | undefined }) {
  return (
    <WayCard
      title="Programa de afiliados"
      icon={<IconCash size={22} />}
      description="Crie links de produtos das marcas parceiras e ganhe uma comissão por venda feita por eles, paga via PIX."
      busy={!affiliate}
      status={affiliate && (affiliate.registered ? { label: 'Participando', tone: 'positive' } : { label: 'Sem cadastro', tone: 'pending' })}
      actions={
        !affiliate ? (
          <ActionSkeleton />
        ) : affiliate.registered ? (
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
    >
      {!affiliate ? (
        <StateSkeleton />
      ) : affiliate.registered ? (
        <>
          <Text size="sm" fw={600}>
            Comissões deste mês: {formatCents(affiliate.monthEarningsCents)}
          </Text>
          <Text size="sm">
            {affiliate.monthCommissions === 0
              ? 'Nenhuma venda este mês: compartilhe seus links.'
              : `${formatCountOf(affiliate.monthCommissions, 'venda', 'vendas')} pelos seus links este mês.`}
          </Text>
        </>
      ) : (
        <>
          <Text size="sm" fw={600}>
            Você ainda não faz parte do programa.
          </Text>
          <Text size="sm">O cadastro pede CPF ou CNPJ, telefone e uma chave PIX.</Text>
        </>
      )}
    </WayCard>
  );
}
