import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentProps, Ref } from 'react';

type AnchorElementProps = ComponentProps<'a'> & { ref?: Ref<HTMLAnchorElement> };

function ButtonAnchor({ ref, ...props }: ButtonProps & AnchorElementProps) {
  return <Button component="a" ref={ref} {...props} />;
}

function TextAnchor({ ref, ...props }: AnchorProps & AnchorElementProps) {
  return <Anchor ref={ref} {...props} />;
}

/** A Mantine button that is a typed router link (params and search checked against the route). */
export const ButtonLink = createLink(ButtonAnchor);

/** A Mantine text link that is a typed router link. */
export const AnchorLink = createLink(TextAnchor);
