import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists absolute, escaped URLs', () => {
    const xml = sitemapXml('https://nyiur.example/', ['/', '/community-blog/a&b']);
    expect(xml).toContain('<loc>https://nyiur.example/</loc>');
    expect(xml).toContain('<loc>https://nyiur.example/community-blog/a&amp;b</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap and the disallowed paths', () => {
    const text = robotsTxt('https://nyiur.example', ['/account']);
    expect(text).toContain('Disallow: /account');
    expect(text).toContain('Sitemap: https://nyiur.example/sitemap.xml');
  });
});
