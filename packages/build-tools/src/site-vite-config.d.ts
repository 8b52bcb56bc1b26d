import type { UserConfigFnObject } from 'vite';

/** The Vite config of a Nyiur site (the brand or the shop). */
export declare function siteViteConfig(options: {
  /** Where the build puts its hashed files, distinct for each site. */
  readonly assetsDir: string;
  /** The dev server's port; Vite's own when absent. */
  readonly port?: number;
  /** Path prefixes the dev server passes to the API server, e.g. `/api`. */
  readonly proxied: readonly string[];
}): UserConfigFnObject;

/** The workspace's Lingui config file, for the sites' and packages' Vite and Vitest configs. */
export declare const linguiConfigPath: string;
