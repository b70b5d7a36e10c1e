import type { MantineColorsTuple } from '@mantine/core';

/** The brand violet; shade 6 (#9826f3) is the primary and passes AA on white text. */
export const brand: MantineColorsTuple = [
  '#f7ecff',
  '#ebd5fe',
  '#d5a8fb',
  '#be78f8',
  '#ab4ff5',
  '#9f35f3',
  '#9826f3',
  '#841ad9',
  '#7514c2',
  '#650aab',
];

/** The warm magenta accent, used in gradients and "new" badges. */
export const magenta: MantineColorsTuple = [
  '#ffe9f6',
  '#ffd1e6',
  '#faa1c9',
  '#f66eab',
  '#f24391',
  '#f02981',
  '#f01879',
  '#d60867',
  '#c0005b',
  '#a9004e',
];
