import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists absolute, escaped URLs', () => {
    const xml = sitemapXml('https://nyiur.example/', ['/', '/community-blog/a&b']);
    expect(xml).toContain('<loc>https://nyiur.example/</loc>');
    expect(xml).toContain('<loc>https://nyiur.example/community-blog/a&amp;b</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });

  it('lists each page in English and Malay, each naming both and English as the default', () => {
    const xml = sitemapXml('https://nyiur.example', ['/products']);
    const alternates =
      '    <xhtml:link rel="alternate" hreflang="en-MY" href="https://nyiur.example/products"/>\n' +
      '    <xhtml:link rel="alternate" hreflang="ms" href="https://nyiur.example/ms/products"/>\n' +
      '    <xhtml:link rel="alternate" hreflang="x-default" href="https://nyiur.example/products"/>\n';
    expect(xml).toContain(
      `  <url><loc>https://nyiur.example/products</loc>\n${alternates}  </url>\n` +
        `  <url><loc>https://nyiur.example/ms/products</loc>\n${alternates}  </url>`,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('robotsTxt', () => {
  it('names the sitemap and the disallowed paths', () => {
    const text = robotsTxt('https://nyiur.example', ['/account']);
    expect(text).toContain('Disallow: /account');
    expect(text).toContain('Sitemap: https://nyiur.example/sitemap.xml');
  });
});
