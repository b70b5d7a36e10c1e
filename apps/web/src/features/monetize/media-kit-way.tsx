import type { Overview } from '@ma/api-client/schemas';
import { formatCountOf, joinPtBR, kitChecklistLabels } from '@ma/domain';
import { Button } from '@mantine/core';
import { IconId, IconLink } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { useCopyWithToast } from '../../lib/use-copy-with-toast.ts';
import { WayCard } from './way-card.tsx';

/** The media kit: complete or what is missing, whether brands can reach her from it, shared or not, its views. */
export function MediaKitWay({ kit }: { kit: Overview['mediaKit'] | undefined }) {
  const copy = useCopyWithToast();
  return (
    <WayCard
      icon={<IconId size={22} />}
      title="Mídia kit"
      status={({ complete, reachable }) =>
        !complete
          ? { label: 'Incompleto', tone: 'pending' }
          : reachable
            ? { label: 'Completo', tone: 'positive' }
            : { label: 'Sem contato', tone: 'pending' }
      }
      description="Sua página pública com bio, nichos, redes e preços: o link que você envia para as marcas fecharem parcerias direto com você."
      data={kit}
      state={({ complete, reachable, missing, shared, viewsLast30Days }) => ({
        headline: !complete
          ? `Falta: ${joinPtBR(missing.map((item) => kitChecklistLabels[item].toLocaleLowerCase('pt-BR')))}.`
          : reachable
            ? 'Tudo preenchido.'
            : 'As marcas ainda não têm como falar com você: adicione seu WhatsApp ou e-mail ao mídia kit.',
        detail: shared
          ? `${formatCountOf(viewsLast30Days, 'visualização', 'visualizações')} nos últimos 30 dias.`
          : 'Ainda sem visitas: coloque o link na sua bio e envie para as marcas.',
      })}
      actions={({ complete, reachable, url }) =>
        complete && !reachable ? (
          <ButtonLink to="/media-kit/edit" radius="xl">
            Adicionar contato
          </ButtonLink>
        ) : complete ? (
          <>
            <Button radius="xl" leftSection={<IconLink size={18} aria-hidden />} onClick={() => copy(url)}>
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
    />
  );
}
