import { Button, type ButtonProps } from '@ma/ui/button';
import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & { ref?: Ref<HTMLAnchorElement> };

/** The product button as a link of the router (typed `to` and `params`). */
export const ButtonLink = createLink((props: ButtonProps & AnchorAttributes) => <Button component="a" {...props} />);

/** A text link of the router. */
export const TextLink = createLink((props: AnchorProps & AnchorAttributes) => <Anchor {...props} />);
