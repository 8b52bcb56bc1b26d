import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppName } from '@nyiur/domain';

/** One app's client build, as the server serves it. */
export interface WebBuild {
  readonly app: AppName;
  readonly dir: string;
  /** The hashed-asset folder (`shop-assets`, `brand-assets`): cached for a year. */
  readonly assetsDir: string;
  /** The HTML that boots the app for a route it has no prerendered page for. */
  readonly fallback: string | null;
}

const APPS: readonly AppName[] = ['brand', 'shop'];

/**
 * Recognises the apps' builds among the static folders by their asset folders
 * (`brand-assets/`, `shop-assets/`). A folder that is missing or not built is skipped.
 */
export function findWebBuilds(dirs: readonly string[]): Partial<Record<AppName, WebBuild>> {
  const builds: Partial<Record<AppName, WebBuild>> = {};
  for (const dir of dirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    const entries = new Set(readdirSync(dir));
    for (const app of APPS) {
      const assetsDir = `${app}-assets`;
      if (!entries.has(assetsDir) || builds[app]) continue;
      // With "/" prerendered React Router names the SPA fallback __spa-fallback.html; otherwise it
      // is the root index.html.
      const fallback = entries.has('__spa-fallback.html')
        ? join(dir, '__spa-fallback.html')
        : entries.has('index.html') && app !== 'brand'
          ? join(dir, 'index.html')
          : null;
      builds[app] = { app, dir, assetsDir, fallback };
    }
  }
  return builds;
}
