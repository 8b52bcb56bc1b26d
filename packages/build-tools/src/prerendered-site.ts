import type { Config } from '@react-router/dev/config';
import { finishBuild, type SitemapOptions } from './finish-build';

export interface PrerenderedSiteOptions {
  /** The app's name in the build log. */
  readonly label: string;
  /** Every page to prerender. */
  readonly paths: readonly string[];
  /** Writes sitemap.xml and robots.txt after the build when given. */
  readonly sitemap?: SitemapOptions;
}

/**
 * The React Router config of a Nyiur site: no server rendering, every page prerendered, and the
 * build finished for the API server (scripts moved out for the CSP, media copied, files
 * precompressed).
 */
export function prerenderedSite({ label, paths, sitemap }: PrerenderedSiteOptions): Config {
  return {
    appDirectory: 'app',
    ssr: false,
    prerender: [...paths],
    async buildEnd({ reactRouterConfig, viteConfig }) {
      await finishBuild({
        clientDir: `${reactRouterConfig.buildDirectory}/client`,
        assetsDir: viteConfig.build.assetsDir,
        label,
        ...(sitemap ? { sitemap } : {}),
      });
    },
  };
}
