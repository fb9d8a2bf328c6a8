import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for every package and the web shell: designers browse all components, feature screens and the
// shell's layout and pages in one place.
const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)', '../../web/src/**/*.stories.@(ts|tsx)'],
  // The shell's header and download banner show the app icon from /favicon.svg, as in the app.
  staticDirs: [{ from: '../../web/public', to: '/' }],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};
export default config;
