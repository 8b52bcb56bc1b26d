import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { inLocale, LOCALES, type AppName } from '@nyiur/domain';
import { BUDGETS } from './budgets';
import { benchRoutes, prerenderedFileOf } from './routes';

/**
 * The scripts a prerendered page loads before it is interactive, as its HTML names them: every
 * `<script src>`, every `<link rel="modulepreload">` and every `import("…")` of an inline module
 * script. Paths are returned as written, deduplicated, in order.
 */
export function firstLoadScriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) found.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(match[0])?.[1];
    if (src) found.add(src);
  }
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imported of (match[1] ?? '').matchAll(/import\(\s*"([^"]+\.js)"\s*\)/g)) {
      if (imported[1]) found.add(imported[1]);
    }
  }
  return [...found];
}

export interface FirstLoadFigure {
  readonly app: AppName;
  readonly path: string;
  readonly scripts: number;
  readonly gzipBytes: number;
}

/** First-load JS (gzip -9) of every route of both apps, from the built client folders. */
export function measureFirstLoad(
  root: string,
  clientDirOf: (app: AppName) => string = (app) => join(root, 'apps', app, 'build', 'client'),
): FirstLoadFigure[] {
  const gzipOf = new Map<string, number>();
  const sizeOf = (clientDir: string, src: string): number => {
    const file = join(clientDir, src.replace(/^\//, ''));
    let size = gzipOf.get(file);
    if (size === undefined) {
      size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
      gzipOf.set(file, size);
    }
    return size;
  };
  // Every page in both languages: a Malay page carries its own messages and copy.
  const everyLocale = benchRoutes({ allArticles: false, filter: [] }).flatMap((route) =>
    LOCALES.map((locale) => ({ ...route, path: inLocale(route.path, locale) })),
  );
  return everyLocale.map((route) => {
    const clientDir = clientDirOf(route.app);
    const html = readFileSync(join(clientDir, prerenderedFileOf(route.path)), 'utf8');
    const scripts = firstLoadScriptsOf(html);
    const gzipBytes = scripts.reduce((sum, src) => sum + sizeOf(clientDir, src), 0);
    return { app: route.app, path: route.path, scripts: scripts.length, gzipBytes };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const figures = measureFirstLoad(root);
  console.log('| app | route | scripts | first-load JS (gzip) | budget |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const figure of figures) {
    const kb = figure.gzipBytes / 1024;
    const budget = BUDGETS.firstLoadJsGzipKb[figure.app];
    const mark = kb > budget ? ' (over)' : '';
    console.log(
      `| ${figure.app} | ${figure.path} | ${figure.scripts} | ${kb.toFixed(1)} KB${mark} | ${budget} KB |`,
    );
  }
}
