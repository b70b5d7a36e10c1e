import { InitialsAvatar } from '@ma/ui/avatar';

export interface BrandLogoProps {
  name: string;
  logoUrl: string | null;
  /** Side in px. @default 48 */
  size?: number;
}

/** A brand's logo on a soft square, or its initials while it is missing or failing. */
export function BrandLogo({ name, logoUrl, size = 48 }: BrandLogoProps) {
  return (
    <InitialsAvatar
      name={name}
      label={`Logo de ${name}`}
      src={logoUrl}
      size={size}
      radius="md"
      styles={{ image: { objectFit: 'contain', background: 'white' } }}
      style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
    />
  );
}
