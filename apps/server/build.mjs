// Bundles the server into dist/main.js, the first-owner command into dist/create-owner.js, the
// database migrate/seed command into dist/database-command.js and the backup/restore command into
// dist/backup-command.js.
import { bundleServer } from './server-bundle.mjs';

await bundleServer('dist');
