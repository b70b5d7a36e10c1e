import { airaMessages } from '@ma/domain';
import { IconCoins } from '@tabler/icons-react';
import { ButtonLink } from '../router-links.tsx';

/** 'Adicionar créditos': where a balance too short is topped up. */
export function CreditsLink() {
  return (
    <ButtonLink to="/credits" size="xs" variant="light" radius="xl" leftSection={<IconCoins size={16} aria-hidden />}>
      {airaMessages.buyCredits}
    </ButtonLink>
  );
}
