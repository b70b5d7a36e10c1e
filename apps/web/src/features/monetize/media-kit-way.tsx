import type { Overview } from '@ma/api-client/schemas';
import { formatCountOf, joinPtBR, kitChecklistLabels } from '@ma/domain';
import { Button, Text } from '@mantine/core';
import { IconId, IconLink } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { useCopyWithToast } from '../../lib/use-copy-with-toast.ts';
import { ActionSkeleton, StateSkeleton, WayCard } from './way-card.tsx';

/** The media kit: complete or what is missing, shared or not, its views. */
export function MediaKitWay({ kit }: { kit: Overview['mediaKit'] | undefined }) {
  const copy = useCopyWithToast();
  return (
    <WayCard
      title="Mídia kit"
      icon={<IconId size={22} />}
      description="Sua página pública com bio, nichos, redes e preços: o link que você envia para as marcas fecharem parcerias direto com você."
      busy={!kit}
      status={kit && (kit.complete ? { label: 'Completo', tone: 'positive' } : { label: 'Incompleto', tone: 'pending' })}
      actions={
        !kit ? (
          <ActionSkeleton />
        ) : kit.complete ? (
          <>
            <Button radius="xl" leftSection={<IconLink size={18} aria-hidden />} onClick={() => copy(kit.url)}>
              Copiar link
            </Button>
            <ButtonLink to="/media-kit/edit" radius="xl" variant="light">
              Editar mídia kit
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/media-kit/edit" radius="xl">
            Completar mídia kit
          </ButtonLink>
        )
      }
    >
      {!kit ? (
        <StateSkeleton />
      ) : (
        <>
          <Text size="sm" fw={600}>
            {kit.complete
              ? 'Tudo preenchido.'
              : `Falta: ${joinPtBR(kit.missing.map((item) => kitChecklistLabels[item].toLocaleLowerCase('pt-BR')))}.`}
          </Text>
          <Text size="sm">
            {kit.shared
              ? `${formatCountOf(kit.viewsLast30Days, 'visualização', 'visualizações')} nos últimos 30 dias.`
              : 'Ainda sem visitas: coloque o link na sua bio e envie para as marcas.'}
          </Text>
        </>
      )}
    </WayCard>
  );
}
