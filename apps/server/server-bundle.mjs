// The server's bundle: dist/ for production (build.mjs), and a copy for the test run whose tests
// start real server processes (src/test/global-setup.ts), which start in a second, not in tsx's ten.
// Packages from node_modules stay external (they are installed next to it); our own @nyiur/*
// workspace packages are TypeScript and get bundled.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@nyiur/'));

/** The commands the bundle holds: `<outdir>/<name>.js`. */
export const serverEntries = {
  main: 'src/main.ts',
  'create-owner': 'src/admin/create-owner-command.ts',
  'database-command': 'src/db/database-command.ts',
  'backup-command': 'src/backup/backup-command.ts',
};

/** Bundles every command into `outdir`, a folder inside the server package (so drizzle/ is found). */
export async function bundleServer(outdir) {
  await build({
    entryPoints: serverEntries,
    absWorkingDir: new URL('.', import.meta.url).pathname,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
}
