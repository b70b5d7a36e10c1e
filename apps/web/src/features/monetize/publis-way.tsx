import type { Overview } from '@ma/api-client/schemas';
import { formatCountOf, levelStepTexts } from '@ma/domain';
import { IconTargetArrow } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { WayCard } from './way-card.tsx';

/** Publis: how many open proposals fit this creator now, and the level step that unlocks more. */
export function PublisWay({ overview }: { overview: Overview | undefined }) {
  return (
    <WayCard
      icon={<IconTargetArrow size={22} />}
      title="Publis de marcas"
      status={({ fitting }) => ({
        label: formatCountOf(fitting, 'publi para você', 'publis para você'),
        tone: fitting > 0 ? 'positive' : 'pending',
      })}
      description="Marcas publicam propostas pagas, em cachê, permuta ou afiliação. Você envia sua proposta com as entregas e o valor."
      data={overview && { fitting: overview.proposals.fitting, step: overview.progress.nextStep && levelStepTexts[overview.progress.nextStep] }}
      state={({ fitting, step }) => ({
        headline:
          fitting > 0
            ? `${formatCountOf(fitting, 'publi aberta combina', 'publis abertas combinam')} com seu perfil agora.`
            : 'Nenhuma publi aberta para você agora.',
        detail: step ? `${step.label} libera mais publis para o seu perfil.` : 'No Ouro, nenhuma publi é fechada pelo nível.',
      })}
      actions={({ fitting, step }) => (
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
      )}
    />
  );
}
