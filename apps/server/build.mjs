// Bundles the server into dist/main.js, the first-owner command into dist/create-owner.js, the
// database migrate/seed command into dist/database-command.js and the backup/restore command into
// dist/backup-command.js; `node build.mjs <folder>` bundles into another folder of the package (the
// server tests bundle once per run, and start real processes from it in a second, not tsx's ten).
// Packages from node_modules stay external (they are
// installed next to it); our own @nyiur/* workspace packages are TypeScript and get bundled.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@nyiur/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-owner': 'src/admin/create-owner-command.ts',
    'database-command': 'src/db/database-command.ts',
    'backup-command': 'src/backup/backup-command.ts',
  },
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
