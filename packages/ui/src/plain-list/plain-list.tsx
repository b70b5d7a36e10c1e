import { Group, Stack, type GroupProps, type StackProps } from '@mantine/core';

/** A Stack's props but its Styles API's, which are a Stack's or a Group's own. */
export interface PlainListProps extends Omit<StackProps, 'classNames' | 'styles' | 'vars' | 'attributes'> {
  /** An `<ol>`, where the order means something (steps, messages). @default false (a `<ul>`) */
  ordered?: boolean;
  /** The items side by side, as a Group lays them out, instead of one under the other. @default false */
  inline?: boolean;
  /** With `inline`: whether the items wrap to a new line. @default 'wrap' */
  wrap?: GroupProps['wrap'];
}

/**
 * A list that reads as one to assistive technology but shows no bullets, indent or margin: its
 * items (`<li>`) laid out as a Stack, or with `inline` as a Group.
 */
export function PlainList({ ordered = false, inline = false, wrap, style, ...props }: PlainListProps) {
  const list = { component: ordered ? 'ol' : 'ul', p: 0, m: 0, style: [{ listStyle: 'none' }, style], ...props };
  return inline ? <Group wrap={wrap} {...list} /> : <Stack {...list} />;
}
