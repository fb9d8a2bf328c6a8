import type { StorybookConfig } from '@storybook/react-vite';
import { STORY_PACKAGES } from '../story-packages.ts';

// One Storybook for every package and the web shell: designers browse all components, feature screens and the
// shell's layout and pages in one place.
const config: StorybookConfig = {
  // STORY_PACKAGES are relative to apps/storybook, stories to this folder.
  stories: STORY_PACKAGES.map((dir) => `../${dir}/src/**/*.stories.@(ts|tsx)`),
  // The shell's header and download banner show the app icon from /favicon.svg, as in the app.
  staticDirs: [{ from: '../../web/public', to: '/' }],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};
export default config;
