import { describe, expect, it } from 'vitest';
import { addWeight, compressedSizes, kindOf } from './page-weight';

describe('kindOf', () => {
  it('sorts responses by what the browser asked for', () => {
    expect(kindOf('document', 'text/html')).toBe('html');
    expect(kindOf('script', 'text/javascript')).toBe('js');
    expect(kindOf('stylesheet', 'text/css')).toBe('css');
    expect(kindOf('font', 'font/woff2')).toBe('fonts');
    expect(kindOf('image', 'image/png')).toBe('images');
    expect(kindOf('other', 'image/svg+xml')).toBe('images');
    expect(kindOf('fetch', 'application/json')).toBe('other');
  });
});

describe('compressedSizes', () => {
  it('compresses text and counts binary formats as they are', () => {
    const text = Buffer.from('const answer = 42;\n'.repeat(200));
    const sizes = compressedSizes(text, 'text/javascript; charset=utf-8');
    expect(sizes.gzip).toBeLessThan(text.length / 10);
    expect(sizes.brotli).toBeLessThan(text.length / 10);
    const font = Buffer.from([1, 2, 3, 4, 5]);
    expect(compressedSizes(font, 'font/woff2')).toEqual({ gzip: 5, brotli: 5 });
  });
});

describe('addWeight', () => {
  it('adds every figure', () => {
    const one = { requests: 1, raw: 10, gzip: 5, brotli: 4, transferred: 6 };
    expect(addWeight(one, one)).toEqual({
      requests: 2,
      raw: 20,
      gzip: 10,
      brotli: 8,
      transferred: 12,
    });
  });
});
