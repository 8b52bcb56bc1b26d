// Writes the brotli and gzip copies in each folder given: `tsx src/cli.ts <folder>...`.
import { resolve } from 'node:path';
import { precompressDir, summarise } from './index';

for (const dir of process.argv.slice(2)) {
  console.info(`precompressed ${dir}: ${summarise(await precompressDir(resolve(dir)))}`);
}
