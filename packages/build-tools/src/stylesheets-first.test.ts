import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './stylesheets-first';

describe('stylesheetsFirst', () => {
  it('moves the stylesheets after the viewport meta, in their order', () => {
    const html =
      '<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
      '<title>x</title><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/one.css"/>' +
      '<script type="application/ld+json">{}</script><link rel="stylesheet" href="/two.css"/></head>' +
      '<body><link rel="stylesheet" href="/body.css"/></body></html>';
    expect(stylesheetsFirst(html)).toBe(
      '<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
        '<link rel="stylesheet" href="/one.css"/><link rel="stylesheet" href="/two.css"/>' +
        '<title>x</title><link rel="modulepreload" href="/a.js"/>' +
        '<script type="application/ld+json">{}</script></head>' +
        '<body><link rel="stylesheet" href="/body.css"/></body></html>',
    );
  });

  it('leaves a page without stylesheets as it is', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(stylesheetsFirst(html)).toBe(html);
  });
});
