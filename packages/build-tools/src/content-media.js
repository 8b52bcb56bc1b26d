// Plain JavaScript on purpose: Vite loads each app's vite.config.ts with its own bundler, which
// leaves package imports to Node, and Node 20 does not read TypeScript. Types: content-media.d.ts.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';

/** Where `@nyiur/content` keeps its images and clips; the sites serve them under `/media/`. */
export const contentMediaDir = path.resolve(
  import.meta.dirname,
  '../node_modules/@nyiur/content/media',
);

/** @type {Record<string, string>} */
const types = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt',
};

/**
 * Dev server only: serve the content package's media under `/media/` (the build copies them).
 * @returns {import('vite').Plugin}
 */
export function contentMedia() {
  return {
    name: 'nyiur:content-media',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/media', (req, res, next) => {
        const relative = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
        const file = path.join(contentMediaDir, path.normalize(relative));
        if (!file.startsWith(contentMediaDir + path.sep)) return next();
        try {
          if (!statSync(file).isFile()) return next();
        } catch {
          return next();
        }
        res.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
  };
}
