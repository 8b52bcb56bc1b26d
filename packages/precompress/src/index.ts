import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The built files worth sending compressed: text. Images, fonts and video are compressed
 * already, and source maps are never asked for by shoppers.
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
]);

export const isCompressible = (file: string): boolean =>
  COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase());

/** A file's size and its compressed copies' sizes; null where a copy would not be smaller. */
export interface Precompressed {
  readonly file: string;
  readonly size: number;
  readonly br: number | null;
  readonly gz: number | null;
}

/** Build time, once per file: the strongest settings, whatever they cost. */
const ENCODINGS = [
  {
    suffix: '.br',
    encode: (body: Buffer) =>
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  {
    suffix: '.gz',
    encode: (body: Buffer) => gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  },
] as const;

/** Writes under a temporary name first, so a server reading the file never sees half of it. */
async function writeWhole(file: string, body: Buffer, mtime: Date): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, body);
  await utimes(temporary, new Date(), mtime);
  await rename(temporary, file);
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside a file, each only
 * when it is smaller than the file; a copy left from an earlier build is removed otherwise. The
 * copies carry the file's modification time.
 */
export async function precompressFile(file: string): Promise<Precompressed> {
  const [body, stats] = await Promise.all([readFile(file), stat(file)]);
  const [br = null, gz = null] = await Promise.all(
    ENCODINGS.map(async ({ suffix, encode }) => {
      const encoded = await encode(body);
      if (encoded.length >= body.length) {
        await rm(file + suffix, { force: true });
        return null;
      }
      await writeWhole(file + suffix, encoded, stats.mtime);
      return encoded.length;
    }),
  );
  return { file, size: body.length, br, gz };
}

/** {@link precompressFile} for every compressible file in a folder and its subfolders. */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const waiting = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const done: Precompressed[] = [];
  const worker = async () => {
    for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
      done.push(await precompressFile(file));
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return done.sort((a, b) => a.file.localeCompare(b.file));
}

const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

/** One line for the build log: how much the compressed copies save. */
export function summarise(results: readonly Precompressed[]): string {
  const total = (pick: (result: Precompressed) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0);
  const raw = total((result) => result.size);
  const br = total((result) => result.br ?? result.size);
  const gz = total((result) => result.gz ?? result.size);
  return `${results.length} files, ${kB(raw)}: ${kB(br)} brotli, ${kB(gz)} gzip`;
}
