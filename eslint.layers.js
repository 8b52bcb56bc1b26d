// Which folder of the API server may import which (docs/architecture.md). eslint-plugin-boundaries
// checks every import of a server file against this table, so `pnpm lint` fails on an import that
// goes up a layer or closes a cycle between two folders.

/**
 * The platform, bottom up: each part may import the parts listed before it, never those after it
 * and never a feature.
 */
export const serverPlatform = [
  'paths',
  // The configuration finds the built apps from the package root that paths.ts locates.
  'config',
  'db',
  'jobs',
  'mail',
  'cache',
  'crypto',
  // The audit log: who did what, written in the transaction of the write it records.
  'audit',
  'app-context',
  // Calls, errors, CSV downloads, and the back office's session and call wrapper.
  'http',
];

/**
 * The feature folders and the other features each may import; every feature may import the whole
 * platform. A feature missing from another's list is not reachable from it.
 */
export const serverFeatures = {
  addresses: [],
  affiliates: [],
  'api-docs': [],
  auth: [],
  cart: [],
  catalogue: [],
  health: [],
  leads: [],
  reviews: [],
  settings: [],
  stock: [],
  web: [],
  files: ['auth'],
  users: ['addresses', 'cart', 'catalogue'],
  vouchers: ['auth', 'cart'],
  payments: ['affiliates', 'stock', 'vouchers'],
  orders: ['addresses', 'cart', 'payments', 'stock', 'vouchers'],
  'e-invoices': [],
  // The owner's side of every feature (admin/<feature>/): it imports the features, never the reverse.
  admin: [
    'affiliates',
    'auth',
    'e-invoices',
    'orders',
    'payments',
    'settings',
    'shipping',
    'stock',
    'vouchers',
  ],
  shipping: [],
};

/** The top: each may import everything named here plus what follows. */
export const serverTop = {
  // Lists the features' route modules.
  routes: Object.keys(serverFeatures),
  // Builds the app: the platform, the route table and what it starts (the daily digest, tokens).
  app: ['routes', ...Object.keys(serverFeatures)],
  main: ['app'],
  // Test kits build whole apps and drive any part of them.
  test: ['app', 'routes', ...Object.keys(serverFeatures)],
  faults: ['test', 'app', ...Object.keys(serverFeatures)],
  // The backup and restore command: the platform only (config, the database, its folder's lock).
  backup: [],
};

function allowedImports() {
  const allowed = new Map();
  serverPlatform.forEach((part, index) => allowed.set(part, serverPlatform.slice(0, index)));
  for (const [feature, features] of Object.entries(serverFeatures)) {
    allowed.set(feature, [...serverPlatform, ...features]);
  }
  for (const [part, parts] of Object.entries(serverTop)) {
    allowed.set(part, [...serverPlatform, ...parts]);
  }
  return allowed;
}

/** Throws when the table itself has a cycle, so a loop cannot be allowed by editing it. */
function assertAcyclic(allowed) {
  const state = new Map();
  const visit = (part, path) => {
    if (state.get(part) === 'done') return;
    if (state.get(part) === 'open') {
      throw new Error(
        `eslint.layers.js: folders import each other: ${[...path, part].join(' -> ')}`,
      );
    }
    if (!allowed.has(part)) throw new Error(`eslint.layers.js: unknown folder ${part}`);
    state.set(part, 'open');
    for (const next of allowed.get(part)) visit(next, [...path, part]);
    state.set(part, 'done');
  };
  for (const part of allowed.keys()) visit(part, []);
}

const allowed = allowedImports();
assertAcyclic(allowed);

/**
 * The workspace packages and apps, and the @nyiur packages each may import (the same as its
 * package.json dependencies): rules, then contract and copy, then design system, shell and apps.
 */
export const workspaceImports = {
  domain: [],
  content: ['domain'],
  'sandbox-http': [],
  'http-call': [],
  ipay88: ['domain', 'sandbox-http'],
  myinvois: ['http-call', 'sandbox-http'],
  easyparcel: ['http-call', 'sandbox-http'],
  precompress: [],
  api: ['domain'],
  ui: ['domain'],
  'build-tools': ['content', 'domain', 'precompress'],
  shell: ['api', 'content', 'domain', 'ui'],
  admin: ['api', 'domain', 'ui', 'precompress'],
  brand: ['api', 'content', 'domain', 'shell', 'ui', 'build-tools'],
  shop: ['api', 'content', 'domain', 'shell', 'ui', 'build-tools'],
  server: [
    'api',
    'content',
    'domain',
    'easyparcel',
    'ipay88',
    'myinvois',
    'precompress',
    'sandbox-http',
  ],
};

const nyiur = (names) => names.map((name) => `@nyiur/${name}`);

/** Workspace packages may be imported only where the table above allows. */
const workspacePolicies = (from, names) => [
  {
    ...(from && { from }),
    disallow: { to: { module: { source: '@nyiur/**' } } },
    message: 'this workspace package is above or beside this one: see docs/architecture.md',
  },
  ...(names.length > 0
    ? [{ ...(from && { from }), allow: { to: { module: { source: nyiur(names) } } } }]
    : []),
];

const part = (name) => ({ element: { type: 'server', captured: { part: name } } });

/** The ESLint settings and rule that enforce the table on apps/server/src. */
export const serverLayers = {
  files: ['apps/server/src/**/*.ts'],
  // A test drives its folder from above; tests import whatever they exercise.
  ignores: ['**/*.test.ts'],
  settings: {
    // Paths are matched from the repository root, wherever eslint is started.
    'boundaries/root-path': import.meta.dirname,
    // A top-level file (app.ts, paths.ts ...) is a part of its own, named without `.ts`. Element
    // patterns name folders; `mode: 'file'` is the plugin's way to name single files, which it now
    // reports as old style, hence `legacy-warnings: false`.
    'boundaries/legacy-warnings': false,
    'boundaries/elements': [
      { type: 'server', pattern: 'apps/server/src/*.ts', mode: 'file', capture: ['part'] },
      { type: 'server', pattern: 'apps/server/src/*', capture: ['part'] },
    ],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkUnknownLocals: true,
        message:
          '{{from.captured.part}} may not import {{to.captured.part}}: see docs/architecture.md and eslint.layers.js',
        // Packages from node_modules and Node's own modules are checked too: any may be used
        // except the workspace packages the server does not list (workspaceImports below).
        checkAllOrigins: true,
        policies: [
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          ...workspacePolicies(undefined, workspaceImports.server),
          ...[...allowed].map(([from, parts]) => ({
            from: part(from),
            allow: { to: { element: { type: 'server', captured: { part: [from, ...parts] } } } },
          })),
        ],
      },
    ],
  },
};

/** The ESLint settings and rule that enforce the workspace table on packages and browser apps. */
export const workspaceLayers = {
  files: ['packages/*/src/**/*.{ts,tsx}', 'apps/{admin,brand,shop}/{src,app}/**/*.{ts,tsx}'],
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'boundaries/elements': [
      { type: 'workspace', pattern: 'packages/*', capture: ['name'] },
      { type: 'workspace', pattern: 'apps/*', capture: ['name'] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        checkAllOrigins: true,
        message: '{{from.captured.name}} may not import this package: see docs/architecture.md',
        policies: Object.entries(workspaceImports)
          .filter(([name]) => name !== 'server')
          .flatMap(([name, names]) =>
            workspacePolicies({ element: { type: 'workspace', captured: { name } } }, names),
          ),
      },
    ],
  },
};
