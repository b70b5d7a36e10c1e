import type { Overview } from '@ma/api-client/schemas';
import { formatCredits, IDEA_COST } from '@ma/domain';
import { Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { FigureSkeleton, LineSkeleton } from './figure-skeletons.tsx';
import { Figure } from './figure.tsx';
import { HomeCard } from './home-card.tsx';

/** The credit balance ('1 crédito', else 'N créditos') and what a credit buys in Aira. */
export function CreditsCard({ credits }: { credits: Overview['credits'] | undefined }) {
  return (
    <HomeCard
      title="Créditos da Aira"
      icon={<IconCoins size={20} />}
      busy={!credits}
      // The figure and two lines.
      bodyHeight={92}
      action={
        credits && (
          <ButtonLink to="/credits" variant={credits.balance === 0 ? 'filled' : 'light'} radius="xl">
            {credits.balance === 0 ? 'Resgatar um cupom' : 'Ver créditos'}
          </ButtonLink>
        )
      }
    >
      {credits ? <Figure testId="home-credit-balance">{formatCredits(credits.balance)}</Figure> : <FigureSkeleton />}
      {credits ? (
        <Text size="sm" c="dimmed">
          {/* Ideas, scripts and narrations cost the same (IDEA_COST, docs/product/aira.md). */}
          {credits.balance === 0
            ? 'Sem créditos: resgate um cupom para usar a Aira.'
            : `Cada ideia, roteiro ou narração da Aira usa ${formatCredits(IDEA_COST)}.`}
        </Text>
      ) : (
        <div>
          <LineSkeleton />
          <LineSkeleton width="40%" />
        </div>
      )}
    </HomeCard>
  );
}
