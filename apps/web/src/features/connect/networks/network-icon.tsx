import type { SocialNetwork } from '@ma/domain';
import { ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { IconBrandInstagram, IconBrandTiktok } from '@tabler/icons-react';

const looks = {
  instagram: { Icon: IconBrandInstagram, gradient: { from: '#f58529', to: '#dd2a7b', deg: 45 } },
  tiktok: { Icon: IconBrandTiktok, gradient: { from: '#111111', to: '#3a3a3a', deg: 45 } },
} as const;

/** The network's logo in its colours. */
export function NetworkIcon({ network }: { network: SocialNetwork }) {
  const { Icon, gradient } = looks[network];
  return (
    <ThemeIcon size={44} radius="md" variant="gradient" gradient={gradient} aria-hidden>
      <Icon size={26} stroke={1.6} />
    </ThemeIcon>
  );
}
