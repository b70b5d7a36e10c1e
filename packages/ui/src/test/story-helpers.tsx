import { Box, type BoxProps } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { fn } from 'storybook/test';
import { sampleNavigation } from './fixtures.ts';

/** A story drawn inside a box of these props: a sidebar's width, a dark backdrop, a panel's height. */
export const inBox =
  (props: BoxProps & { style?: CSSProperties }): Decorator =>
  (Story) => (
    <Box {...props}>
      <Story />
    </Box>
  );

/** The sidebar's and the app layout's args: `sampleNavigation`, and 'Sair' shown in the actions panel. */
export const navigationArgs = { ...sampleNavigation, onLogout: fn() };
