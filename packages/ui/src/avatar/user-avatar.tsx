import type { MantineSize } from '@mantine/core';
import { InitialsAvatar } from './initials-avatar.tsx';

export interface UserAvatarProps {
  /** The person's full name: the accessible name, and the source of the initials. */
  name: string;
  /** Photo URL; when absent or failing to load, the initials are shown. @default undefined */
  src?: string | null;
  /** Mantine size key or a pixel number. @default 'md' */
  size?: MantineSize | number;
}

/** A round profile photo that falls back to the initials of the first and last name. */
export function UserAvatar({ name, src, size = 'md' }: UserAvatarProps) {
  return <InitialsAvatar name={name} label={name} src={src} size={size} />;
}
