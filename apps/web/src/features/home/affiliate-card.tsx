import type { Overview } from '@ma/api-client/schemas';
import { formatCents, formatCountOf } from '@ma/domain';
import { Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { FigureSkeleton, LineSkeleton } from './figure-skeletons.tsx';
import { Figure } from './figure.tsx';
import { HomeCard } from './home-card.tsx';

/** This month's affiliate earnings when registered; otherwise the invitation to join the program. */
export function AffiliateCard({ affiliate }: { affiliate: Overview['affiliate'] | undefined }) {
  return (
    <HomeCard
      title="Afiliação"
      icon={<IconCash size={20} />}
      busy={!affiliate}
      // A line, the figure and a line.
      bodyHeight={104}
      action={
        affiliate?.registered ? (
          <ButtonLink to="/affiliate/commissions" variant="light" radius="xl">
            Ver comissões
          </ButtonLink>
        ) : (
          <ButtonLink to="/affiliate/register" radius="xl">
            Quero me cadastrar
          </ButtonLink>
        )
      }
    >
      {!affiliate ? (
        <>
          <LineSkeleton width="45%" />
          <FigureSkeleton />
          <LineSkeleton width="60%" />
        </>
      ) : affiliate.registered ? (
        <>
          <Text size="sm" c="dimmed">
            Ganhos este mês
          </Text>
          <Figure testId="affiliate-month-earnings">{formatCents(affiliate.monthEarningsCents)}</Figure>
          <Text size="sm" c="dimmed">
            {affiliate.monthCommissions === 0
              ? 'Nenhuma venda este mês.'
              : `${formatCountOf(affiliate.monthCommissions, 'venda', 'vendas')} este mês.`}
          </Text>
        </>
      ) : (
        <>
          <Text fw={600}>Ganhe comissão por venda.</Text>
          <Text size="sm" c="dimmed">
            Indique produtos de marcas parceiras com seus links e receba cada comissão via PIX.
          </Text>
        </>
      )}
    </HomeCard>
  );
}
