import { initials } from '@ma/domain';
import { Avatar, type MantineSize } from '@mantine/core';

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
  return (
    <Avatar
      src={src || null}
      size={size}
      color="brand"
      variant="light"
      // One accessible image whether the photo or the initials are showing.
      role="img"
      aria-label={name}
      // On the Avatar itself: Mantine writes its own `alt` over `imageProps.alt`. The photo
      // inside is decoration; the root carries the name.
      alt=""
    >
      <span aria-hidden>{initials(name)}</span>
    </Avatar>
  );
}
