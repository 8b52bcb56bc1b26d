import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the contract in a page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses without compiling code, which the pages’ CSP refuses', async () => {
    vi.stubGlobal('document', {});
    const compile = vi.spyOn(globalThis, 'Function');
    const { z } = await import('./zod');
    const schema = z.object({ code: z.string(), qty: z.number() });
    expect(schema.parse({ code: 'RAYA10', qty: 2 })).toEqual({ code: 'RAYA10', qty: 2 });
    expect(compile).not.toHaveBeenCalled();
  });
});
