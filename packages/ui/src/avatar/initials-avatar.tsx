import { initials } from '@ma/domain';
import { Avatar, type AvatarProps } from '@mantine/core';

export interface InitialsAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  /** Whose initials show while there is no image or it fails to load. */
  name: string;
  /** The accessible name of the whole avatar. */
  label: string;
  /** Image URL; when absent or failing to load, the initials are shown. */
  src?: string | null;
}

/**
 * Mantine's Avatar as one accessible image, whether the picture or the initials of `name` are
 * showing: the root is named, the picture inside is decoration. In the brand colour, light,
 * unless `color` or `variant` say otherwise.
 */
export function InitialsAvatar({ name, label, src, ...props }: InitialsAvatarProps) {
  return (
    // `alt` on the Avatar itself: Mantine writes its own over `imageProps.alt`.
    <Avatar color="brand" variant="light" {...props} src={src || null} role="img" aria-label={label} alt="">
      <span aria-hidden>{initials(name)}</span>
    </Avatar>
  );
}
