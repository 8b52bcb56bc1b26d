import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The content package's images, which the site serves under `/media/`. */
export const contentMediaDir = path.resolve(
  import.meta.dirname,
  '../node_modules/@nyiur/content/media',
);

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Dev server: answers `/media/*` from the content package (the build copies the folder). */
export function contentMedia(): Plugin {
  return {
    name: 'shop:content-media',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/media', (req, res, next) => {
        const wanted = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
        const file = path.join(contentMediaDir, path.normalize(wanted));
        if (!file.startsWith(contentMediaDir + path.sep)) return next();
        try {
          if (!statSync(file).isFile()) return next();
        } catch {
          return next();
        }
        res.setHeader(
          'Content-Type',
          contentTypes[path.extname(file)] ?? 'application/octet-stream',
        );
        createReadStream(file).pipe(res);
      });
    },
  };
}
