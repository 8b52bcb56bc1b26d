import { join } from 'node:path';
import { inject } from 'vitest';
import type { serverEntries } from '../../server-bundle.mjs';

/**
 * The arguments that run one of the server's commands from this test run's bundle (built once in
 * global set-up): `spawn(process.execPath, serverCommand('main'))`.
 */
export const serverCommand = (name: keyof typeof serverEntries): string[] => [
  '--enable-source-maps',
  join(inject('serverBundle'), `${name}.js`),
];
