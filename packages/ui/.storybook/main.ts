import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The design system's own stories, then the shared page shell's (packages/shell) built on it.
  stories: ['../src/**/*.stories.tsx', '../../shell/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Controls come from each story's args; skipping prop-table generation keeps CI builds quick.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // The shell's parts import their message catalogues (`….json?lingui`), compiled as in the sites.
    plugins: [
      ...(viteConfig.plugins ?? []),
      lingui({ configPath: fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url)) }),
    ],
    build: {
      ...viteConfig.build,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Radix marks its modules "use client"; the directive is meaningless in a static build.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
