import type { BrandSession } from '@ma/api-client/brand';
import { Anchor, Blockquote, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { StatusCard } from './status-card.tsx';

/** The address a refused brand writes to. */
export const CONTACT_EMAIL = 'contato@maisalcance.com.br';

/** A brand the team refused: why, and whom to write to. */
export function RefusedCard({ session }: { session: BrandSession }) {
  const { brand } = session;
  return (
    <StatusCard icon={<IconCircleX aria-hidden />} color="red" title="Cadastro não aprovado">
      <Text>
        A equipe da Mais Alcance não aprovou o cadastro da <strong>{brand.name}</strong>.
      </Text>
      {brand.refusalReason && (
        <Blockquote color="red" p="md" cite="Equipe Mais Alcance" aria-label="Motivo">
          {brand.refusalReason}
        </Blockquote>
      )}
      <Text size="sm">
        Ficou alguma dúvida, ou os dados mudaram? Escreva para{' '}
        <Anchor href={`mailto:${CONTACT_EMAIL}`} fw={600}>
          {CONTACT_EMAIL}
        </Anchor>{' '}
        e conte o que aconteceu.
      </Text>
    </StatusCard>
  );
}
