import type { ComponentProps } from 'react';
import classes from './covering-radio.module.css';

/**
 * A native radio that covers its option, unseen: the option (a positioned label) is its face, a
 * tap anywhere on it chooses, and keyboards and screen readers get a real radio, arrows included.
 * The option shows the focus itself, e.g. `.option:has(input:focus-visible)`.
 */
export function CoveringRadio(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return <input type="radio" className={classes.input} {...props} />;
}
