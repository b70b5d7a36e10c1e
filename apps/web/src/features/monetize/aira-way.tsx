import type { Overview } from '@ma/api-client/schemas';
import { formatCountOf, formatCredits, IDEA_COST } from '@ma/domain';
import { IconSparkles } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { WayCard } from './way-card.tsx';

/** Aira: the credits balance and what a credit buys. */
export function AiraWay({ credits }: { credits: Overview['credits'] | undefined }) {
  return (
    <WayCard
      icon={<IconSparkles size={22} />}
      title="Aira para criadores"
      status={({ balance }) => ({ label: formatCredits(balance), tone: balance > 0 ? 'neutral' : 'pending' })}
      description="Ideias de conteúdo para as publis, roteiros UGC e narrações com a sua voz, prontos para gravar."
      data={credits}
      state={({ balance }) => ({
        headline:
          balance > 0
            ? `Dá para ${formatCountOf(Math.floor(balance / IDEA_COST), 'ideia, roteiro ou narração', 'ideias, roteiros ou narrações')}.`
            : 'Você está sem créditos.',
        // Ideas, scripts and narrations cost the same (IDEA_COST, docs/product/aira.md).
        detail: `Cada ideia, roteiro ou narração usa ${formatCredits(IDEA_COST)}.`,
      })}
      actions={({ balance }) => (
        <>
          <ButtonLink to="/aira" radius="xl" variant={balance > 0 ? 'filled' : 'light'}>
            Abrir a Aira
          </ButtonLink>
          <ButtonLink to="/credits" radius="xl" variant={balance > 0 ? 'light' : 'filled'}>
            {balance > 0 ? 'Ver créditos' : 'Resgatar um cupom'}
          </ButtonLink>
        </>
      )}
    />
  );
}
