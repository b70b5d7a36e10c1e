import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & { ref?: Ref<HTMLAnchorElement> };

/** A text link of the router (typed `to` and `params`) for the creators' screens. */
export const CreatorLink = createLink((props: AnchorProps & AnchorAttributes) => <Anchor {...props} />);
