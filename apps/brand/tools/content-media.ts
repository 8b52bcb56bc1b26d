import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where `@nyiur/content` keeps its images; the site serves them under `/media/`. */
export const contentMediaDir = path.resolve(
  import.meta.dirname,
  '../node_modules/@nyiur/content/media',
);

const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
};

/** Dev server only: serve the content package's media under `/media/` (the build copies them). */
export function contentMedia(): Plugin {
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
