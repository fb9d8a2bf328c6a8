import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for every package: designers browse all components and feature screens in one place.
const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};
export default config;
