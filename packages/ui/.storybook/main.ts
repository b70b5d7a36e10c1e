import type { StorybookConfig } from '@storybook/react-vite';
import type { UserConfig } from 'vite';

// Mantine starts every module with "use client"; the bundler drops it (harmlessly, this is
// a client-only bundle) and warns once per file, burying real warnings.
const silenceMantineDirectives: UserConfig = {
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, silenceMantineDirectives);
  },
};

export default config;
