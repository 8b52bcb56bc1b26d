import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The arguments that run one of the server's commands from this test run's bundle (`build.mjs`, run
 * once in global set-up): `spawn(process.execPath, serverCommand('main'))`.
 */
export const serverCommand = (
  name: 'main' | 'create-owner' | 'database-command' | 'backup-command',
): string[] => ['--enable-source-maps', join(inject('serverBundle'), `${name}.js`)];
