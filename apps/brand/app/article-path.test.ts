import { describe, expect, it } from 'vitest';
import { articlePath } from './article-path';

describe('articlePath', () => {
  it('puts an article under /community-blog/', () => {
    expect(articlePath('c8-vs-c10')).toBe('/community-blog/c8-vs-c10');
  });
});
