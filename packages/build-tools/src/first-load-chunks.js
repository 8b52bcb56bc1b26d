// Plain JavaScript for the same reason as content-media.js: the Vite config loads it as it is.

/** React (Preact's React layer in the browser build), React DOM and React Router: every page needs them, first of all. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|preact|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;

/**
 * The roots of the code every page of a site runs first, by tier: the client entry and the root
 * route (`shell`), then the page layout (`layout`).
 */
const TIERS = [
  { name: 'shell', root: /(entry\.client\.[jt]sx?|[\\/]app[\\/]root\.tsx)(\?|$)/, roots: 1 },
  { name: 'layout', root: /[\\/]app[\\/]routes[\\/]main-layout\.tsx(\?|$)/, roots: 1 },
  // What four pages or more import: most first loads need it, in one file rather than many.
  { name: 'pages', root: /[\\/]app[\\/]routes[\\/][\w.-]+\.tsx(\?|$)/, roots: 4 },
];

/** Every name: a namespace import or `export *`. */
const ALL = 'all';

const IMPORT_FROM =
  /\b(?:import|export)\s+(?:type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+|\*|[\w$]+)?\s*from\s*["'][^"']+["']/g;

/**
 * The names a module takes from others by `import … from` and `export … from`, or ALL. Which
 * module each name comes from is not told apart: a name another package also exports only keeps
 * a module in a first-load chunk that could have waited, never the other way round.
 * @param {string | null} code
 * @returns {Set<string> | typeof ALL}
 */
export function namesTaken(code) {
  if (code === null) return ALL;
  /** @type {Set<string>} */
  const names = new Set();
  for (const [, withDefault, clause] of code.matchAll(IMPORT_FROM)) {
    if (withDefault) names.add('default');
    if (!clause) continue;
    if (clause.startsWith('*')) return ALL;
    if (!clause.startsWith('{')) {
      names.add('default');
      continue;
    }
    for (const part of clause.slice(1, -1).split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

const NAMESPACE_IMPORT = /\bimport\s+\*\s+as\s+([\w$]+)\s+from\s*["']([^"']+)["'];?/g;

/**
 * Whether a module only passes on what others export (a package's index): nothing but
 * `export … from`, namespace imports passed on by `export { … }`, and comments.
 * @param {string | null} code
 */
export function isIndex(code) {
  if (code === null) return false;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(
      /\bexport\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)\s*from\s*["'][^"']+["'];?/g,
      '',
    )
    .replace(NAMESPACE_IMPORT, '')
    .replace(/\bexport\s*\{[^}]*\};?/g, '');
  return rest.trim() === '';
}

/**
 * The names an index passes on from one module: those both export, and a namespace it imports
 * from the module's package (`import * as Select from "@radix-ui/react-select"`).
 * @param {string | null} indexCode
 * @param {readonly string[]} indexExports
 * @param {string} moduleId
 * @param {Iterable<string>} moduleNames
 */
export function passedOn(indexCode, indexExports, moduleId, moduleNames) {
  const exported = new Set(indexExports);
  const names = [...moduleNames].filter((name) => exported.has(name));
  for (const [, local, from] of (indexCode ?? '').matchAll(NAMESPACE_IMPORT)) {
    if (local && moduleId.includes(`/node_modules/${from}/`) && exported.has(local)) {
      names.push(local);
    }
  }
  return names;
}

/**
 * Rolldown's chunk groups for a site's browser build. Left to itself, the bundler cuts the
 * first-load code into ~45 small files (one per set of routes sharing a module), and a phone on
 * a slow network pays a round trip for each. These groups put the framework, the shell and the
 * page layout in one file each, so a first load asks for about ten.
 *
 * A module joins the shell or layout group only when its root imports it statically, through a
 * chain of imports that use it: a package index naming it is not enough unless something on the
 * chain takes one of its names from that index, and a module some code loads with `import()`
 * (a drawer, a form after hydration) stays out with what only it imports.
 * @returns {import('vite').Rolldown.CodeSplittingOptions}
 */
export function firstLoadChunks() {
  /** @type {Map<string, string | null>} */
  const tierOf = new Map();
  /** @type {Map<string, Set<string> | typeof ALL>} */
  const takenBy = new Map();
  /** @type {Map<string, boolean>} */
  const indexes = new Map();

  return {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 2 },
      {
        name: (
          /** @type {string} */ id,
          /** @type {import('vite').Rolldown.ChunkingContext} */ ctx,
        ) => {
          if (FRAMEWORK.test(id)) return null;
          if (!tierOf.has(id)) tierOf.set(id, tierFor(id, ctx));
          return tierOf.get(id) ?? null;
        },
        priority: 1,
      },
    ],
  };

  /**
   * @param {string} id
   * @param {import('vite').Rolldown.ChunkingContext} ctx
   */
  function tierFor(id, ctx) {
    const info = (/** @type {string} */ module) => ctx.getModuleInfo(module);
    const later = (/** @type {string} */ module) =>
      (info(module)?.dynamicImporters.length ?? 0) > 0;
    const taken = (/** @type {string} */ module) => {
      if (!takenBy.has(module)) takenBy.set(module, namesTaken(info(module)?.code ?? null));
      return /** @type {Set<string> | typeof ALL} */ (takenBy.get(module));
    };
    const index = (/** @type {string} */ module) => {
      if (!indexes.has(module)) indexes.set(module, isIndex(info(module)?.code ?? null));
      return indexes.get(module) === true;
    };
    if (later(id)) return null;
    for (const { name, root, roots } of TIERS) {
      if (root.test(id)) return null; // a root stays its own (entry) chunk
      /** @type {Set<string>} */
      const reached = new Set();
      /** @type {Array<{ module: string; names: Set<string> | null }>} */
      const queue = [{ module: id, names: null }];
      const seen = new Set([id]);
      while (queue.length > 0) {
        const { module, names } = /** @type {{ module: string; names: Set<string> | null }} */ (
          queue.shift()
        );
        for (const importer of info(module)?.importers ?? []) {
          if (seen.has(importer) || later(importer)) continue;
          // Reached through an index: the importer must take one of the names it passes on.
          if (names) {
            const wanted = taken(importer);
            if (wanted !== ALL && ![...names].some((n) => wanted.has(n))) continue;
          }
          seen.add(importer);
          if (root.test(importer)) {
            reached.add(importer.replace(/\?.*$/, ''));
            if (reached.size >= roots) return name;
            continue;
          }
          if (index(importer)) {
            const passed = passedOn(
              info(importer)?.code ?? null,
              info(importer)?.exports ?? [],
              module,
              names ?? info(module)?.exports ?? [],
            );
            if (passed.length > 0) queue.push({ module: importer, names: new Set(passed) });
          } else {
            queue.push({ module: importer, names: null });
          }
        }
      }
    }
    return null;
  }
}
