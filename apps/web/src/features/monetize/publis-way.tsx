import type { Overview } from '@ma/api-client/schemas';
import { formatCountOf, levelStepTexts } from '@ma/domain';
import { Text } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { ActionSkeleton, StateSkeleton, WayCard } from './way-card.tsx';

/** Publis: how many open proposals fit this creator now, and the level step that unlocks more. */
export function PublisWay({ overview }: { overview: Overview | undefined }) {
  const fitting = overview?.proposals.fitting;
  const step = overview?.progress.nextStep ? levelStepTexts[overview.progress.nextStep] : null;
  return (
    <WayCard
      title="Publis de marcas"
      icon={<IconTargetArrow size={22} />}
      description="Marcas publicam propostas pagas, em cachê, permuta ou afiliação. Você envia sua proposta com as entregas e o valor."
      busy={!overview}
      status={
        fitting === undefined
          ? undefined
          : { label: formatCountOf(fitting, 'publi para você', 'publis para você'), tone: fitting > 0 ? 'positive' : 'pending' }
      }
      actions={
        !overview ? (
          <ActionSkeleton />
        ) : (
          <>
            <ButtonLink to="/publis" radius="xl" variant={fitting === 0 && step ? 'light' : 'filled'}>
              Ver publis
            </ButtonLink>
            {step && (
              <ButtonLink to={step.to} radius="xl" variant={fitting === 0 ? 'filled' : 'light'}>
                {step.action}
              </ButtonLink>
            )}
          </>
        )
      }
    >
      {fitting === undefined ? (
        <StateSkeleton />
      ) : (
        <>
          <Text size="sm" fw={600}>
            {fitting > 0
              ? `${formatCountOf(fitting, 'publi aberta combina', 'publis abertas combinam')} com seu perfil agora.`
              : 'Nenhuma publi aberta para você agora.'}
          </Text>
          <Text size="sm">
            {step ? `${step.label} libera mais publis para o seu perfil.` : 'No Ouro, todas as publis estão liberadas para você.'}
          </Text>
        </>
      )}
    </WayCard>
  );
}
