import type { Overview } from '@ma/api-client/schemas';
import { formatCountOf, formatCredits, IDEA_COST } from '@ma/domain';
import { Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { ActionSkeleton, StateSkeleton, WayCard } from './way-card.tsx';

/** Aira: the credits balance and what a credit buys. */
export function AiraWay({ credits }: { credits: Overview['credits'] | undefined }) {
  return (
    <WayCard
      title="Aira para criadores"
      icon={<IconSparkles size={22} />}
      description="Ideias de conteúdo para as publis, roteiros UGC e narrações com a sua voz, prontos para gravar."
      busy={!credits}
      status={credits && { label: formatCredits(credits.balance), tone: credits.balance > 0 ? 'neutral' : 'pending' }}
      actions={
        !credits ? (
          <ActionSkeleton />
        ) : (
          <>
            <ButtonLink to="/aira" radius="xl" variant={credits.balance > 0 ? 'filled' : 'light'}>
              Abrir a Aira
            </ButtonLink>
            <ButtonLink to="/credits" radius="xl" variant={credits.balance > 0 ? 'light' : 'filled'}>
              {credits.balance > 0 ? 'Ver créditos' : 'Resgatar um cupom'}
            </ButtonLink>
          </>
        )
      }
    >
      {!credits ? (
        <StateSkeleton />
      ) : (
        <>
          <Text size="sm" fw={600}>
            {credits.balance > 0
              ? `Dá para ${formatCountOf(Math.floor(credits.balance / IDEA_COST), 'ideia, roteiro ou narração', 'ideias, roteiros ou narrações')}.`
              : 'Você está sem créditos.'}
          </Text>
          {/* Ideas, scripts and narrations cost the same (IDEA_COST, docs/product/aira.md). */}
          <Text size="sm">Cada ideia, roteiro ou narração usa {formatCredits(IDEA_COST)}.</Text>
        </>
      )}
    </WayCard>
  );
}
