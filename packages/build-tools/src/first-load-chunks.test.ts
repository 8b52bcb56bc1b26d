import { describe, expect, it } from 'vitest';
import { firstLoadChunks, isIndex, namesTaken, passedOn } from './first-load-chunks.js';

type Module = {
  code?: string;
  importers?: string[];
  dynamicImporters?: string[];
  exports?: string[];
};

/** The chunk group each module falls in, for a module graph given by hand. */
function groupsOf(graph: Record<string, Module>): Record<string, string | null> {
  const ctx = {
    getModuleInfo: (id: string) => {
      const module = graph[id];
      return module
        ? {
            id,
            code: module.code ?? 'export const x = 1;',
            importers: module.importers ?? [],
            dynamicImporters: module.dynamicImporters ?? [],
            exports: module.exports ?? [],
          }
        : null;
    },
  };
  const options = firstLoadChunks();
  const [framework, tiers] = options.groups ?? [];
  const result: Record<string, string | null> = {};
  for (const id of Object.keys(graph)) {
    const test = framework?.test as RegExp;
    if (test.test(id)) result[id] = 'framework';
    else result[id] = (tiers?.name as (id: string, ctx: unknown) => string | null)(id, ctx);
  }
  return result;
}

describe('namesTaken', () => {
  it('lists the names a module imports and re-exports', () => {
    const code = `import { Button, Field as F, type Props } from '@nyiur/ui';\nimport pick, { x } from './a';\nexport { y } from './b';`;
    expect(namesTaken(code)).toEqual(new Set(['Button', 'Field', 'Props', 'default', 'x', 'y']));
  });

  it('answers every name for a namespace import', () => {
    expect(namesTaken(`import * as ui from '@nyiur/ui';`)).toBe('all');
  });
});

describe('isIndex', () => {
  it('knows a file that only passes names on', () => {
    expect(isIndex(`// the index\nexport { A } from './a';\nexport * from './b';`)).toBe(true);
    expect(isIndex(`import * as Select from "x";\nexport { Select };`)).toBe(true);
  });

  it('knows a file with code of its own', () => {
    expect(isIndex(`export { A } from './a';\nexport const b = 1;`)).toBe(false);
  });
});

describe('passedOn', () => {
  it('finds the names an index takes from a module, by export or by namespace', () => {
    expect(passedOn(`export { A } from './a';`, ['A', 'B'], '/src/a.ts', ['A'])).toEqual(['A']);
    const index = `import * as Select from "@radix-ui/react-select";\nexport { Select };`;
    expect(
      passedOn(index, ['Select'], '/x/node_modules/@radix-ui/react-select/dist/index.mjs', []),
    ).toEqual(['Select']);
  });
});

describe('firstLoadChunks', () => {
  const index = `export { Button } from './button';\nexport { Select } from './select';`;
  const graph: Record<string, Module> = {
    '/app/root.tsx': {},
    '/node_modules/react-dom/client.js': { importers: ['/app/root.tsx'] },
    '/ui/index.ts': {
      code: index,
      exports: ['Button', 'Select'],
      importers: ['/app/root.tsx', '/app/routes/form.tsx'],
    },
    '/ui/button.tsx': { exports: ['Button'], importers: ['/ui/index.ts'] },
    '/ui/select.tsx': { exports: ['Select'], importers: ['/ui/index.ts'] },
    '/app/routes/form.tsx': { dynamicImporters: ['/app/routes/main-layout.tsx'] },
    '/app/routes/main-layout.tsx': {},
    '/app/topbar.tsx': { importers: ['/app/routes/main-layout.tsx'] },
  };
  graph['/app/root.tsx'] = { code: `import { Button } from '/ui/index.ts';` };
  graph['/app/routes/form.tsx'] = {
    code: `import { Select } from '/ui/index.ts';`,
    dynamicImporters: ['/app/routes/main-layout.tsx'],
  };

  it('puts the framework, what the root uses and what the layout uses in one chunk each', () => {
    const groups = groupsOf(graph);
    expect(groups['/node_modules/react-dom/client.js']).toBe('framework');
    expect(groups['/ui/button.tsx']).toBe('shell');
    expect(groups['/app/topbar.tsx']).toBe('layout');
  });

  it('leaves out what only code loaded later uses, though the same index names it', () => {
    const groups = groupsOf(graph);
    expect(groups['/ui/select.tsx']).toBeNull();
    expect(groups['/app/routes/form.tsx']).toBeNull();
    expect(groups['/app/root.tsx']).toBeNull();
  });
});
