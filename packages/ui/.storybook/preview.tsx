import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/theme/styles.css';
import { UiProvider } from '../src/theme/ui-provider.tsx';

const withUiProvider: Decorator = (Story, context) => (
  <UiProvider forceColorScheme={context.globals.colorScheme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </UiProvider>
);

const preview: Preview = {
  decorators: [withUiProvider],
  globalTypes: {
    colorScheme: {
      description: 'Esquema de cores',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Escuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        mobile360: { name: 'Celular 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
