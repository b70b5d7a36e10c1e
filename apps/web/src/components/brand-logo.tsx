import { initials } from '@ma/domain';
import { Avatar } from '@mantine/core';

export interface BrandLogoProps {
  name: string;
  logoUrl: string | null;
  /** Side in px. @default 48 */
  size?: number;
}

/** A brand's logo on a soft square, or its initials while it is missing or failing. */
export function BrandLogo({ name, logoUrl, size = 48 }: BrandLogoProps) {
  return (
    <Avatar
      src={logoUrl || null}
      size={size}
      radius="md"
      color="brand"
      variant="light"
      role="img"
      aria-label={`Logo de ${name}`}
      // Mantine writes `alt` over imageProps.alt: the root already names the logo.
      alt=""
      styles={{ image: { objectFit: 'contain', background: 'white' } }}
      style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
    >
      <span aria-hidden>{initials(name)}</span>
    </Avatar>
  );
}
