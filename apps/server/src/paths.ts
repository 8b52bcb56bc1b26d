import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The server package folder, found from this file whether it runs from `src/` (tsx, vitest) or
 * from the bundle in `dist/`.
 */
function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(`Cannot find the server package (with drizzle/) above ${start}`);
    dir = parent;
  }
}

export const packageRoot = findPackageRoot(import.meta.dirname);
export const migrationsFolder = join(packageRoot, 'drizzle');

/**
 * The release running: the server package's version, which `pnpm changeset version` writes with
 * each release (the back office shows it, /healthz answers it).
 */
export const serverVersion: string = (
  JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }
).version;
