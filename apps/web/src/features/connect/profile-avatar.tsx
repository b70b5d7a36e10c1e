import { initials } from '@ma/domain';
import { Avatar } from '@mantine/core';

/**
 * A profile photo with the initials as fallback, one image named by `name`. Like @ma/ui's
 * UserAvatar, except that its <img> gets alt="": Mantine's Avatar writes its own `alt` prop over
 * `imageProps.alt`, so UserAvatar's photo has no alt at all (axe 'image-alt'). Back to UserAvatar
 * once it passes `alt=""` to Avatar itself.
 */
export function ProfileAvatar({ name, src, size = 48 }: { name: string; src: string | null; size?: number }) {
  return (
    <Avatar src={src || null} alt="" size={size} color="brand" variant="light" role="img" aria-label={name}>
      <span aria-hidden>{initials(name)}</span>
    </Avatar>
  );
}
