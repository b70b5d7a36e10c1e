import type { Meta, StoryObj } from '@storybook/react-vite';
import { inBox } from '../test/story-helpers.tsx';
import { MarketingPanel } from './marketing-panel.tsx';

const meta = {
  title: 'Layout/MarketingPanel',
  component: MarketingPanel,
  parameters: { layout: 'fullscreen' },
  decorators: [inBox({ style: { height: '100vh', maxWidth: 620 } })],
} satisfies Meta<typeof MarketingPanel>;

export default meta;

export const Default: StoryObj<typeof meta> = {};

export const CustomText: StoryObj<typeof meta> = {
  args: { headline: 'Sua próxima publi começa aqui', subline: 'Crie sua conta grátis em menos de 2 minutos.' },
};
