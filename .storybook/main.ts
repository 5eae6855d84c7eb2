// Storybook for the custom components (npm run storybook; npm run build-storybook for a static build).
// Stories sit beside their components as *.stories.tsx; the portal never imports them.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../components/**/*.stories.tsx'],
  // The permission tiles' icons live under /assets/vector-checkbox/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
