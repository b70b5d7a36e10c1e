import { initials } from '@ma/domain';
import { Avatar } from '@mantine/core';

/** The brand's logo on a soft square, or its initials while it is missing or failing. */
export function ProposalLogo({ logoUrl, brandName, size = 56 }: { logoUrl: string | null; brandName: string; size?: number }) {
  return (
    <Avatar
      src={logoUrl || null}
      size={size}
      radius="md"
      color="brand"
      variant="light"
      role="img"
      aria-label={`Logo de ${brandName}`}
      // Mantine passes `alt` over imageProps.alt: the root already names the logo.
      alt=""
      styles={{ image: { objectFit: 'contain', background: 'white' } }}
      style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
    >
      <span aria-hidden>{initials(brandName)}</span>
    </Avatar>
  );
}
