import type { Config } from '@react-router/dev/config';
import { PRERENDER_PATHS } from './app/shop-paths';
import { finishBuild } from './tools/finish-build';

export default {
  appDirectory: 'app',
  ssr: false,
  prerender: [...PRERENDER_PATHS],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    await finishBuild({
      clientDir: `${reactRouterConfig.buildDirectory}/client`,
      assetsDir: viteConfig.build.assetsDir,
    });
  },
} satisfies Config;
