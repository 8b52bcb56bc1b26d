import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { articleStringOf, countWords, readMinutesOf } from './article-text';
import { articlesInCategory, blogArticles, findBlogArticle } from './blog-articles';
import { mediaFileOf } from './media-ref';

const mediaDir = fileURLToPath(new URL('../media/', import.meta.url));

describe('blog articles', () => {
  it('has at least twelve articles with unique paths and titles', () => {
    expect(blogArticles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(blogArticles.map((a) => a.path)).size).toBe(blogArticles.length);
    expect(new Set(blogArticles.map((a) => a.title)).size).toBe(blogArticles.length);
  });

  it('uses URL-safe slugs', () => {
    for (const a of blogArticles) expect(a.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('contains the two articles the spec names, with their slugs and labels', () => {
    expect(findBlogArticle('mind-your-business')?.title).toBe('Mind Your Business');
    const belief = findBlogArticle('our-belief-towards-good-health-and-better-living');
    expect(belief?.title).toBe('Our belief towards good health & better living');
    expect(belief?.labels).toContain('About Us');
  });

  it('covers the belief article topics with two captioned images', () => {
    const belief = findBlogArticle('our-belief-towards-good-health-and-better-living');
    const images = belief?.body.filter((b) => b.type === 'image') ?? [];
    expect(images).toHaveLength(2);
    for (const image of images) {
      if (image.type === 'image') expect(image.caption.length).toBeGreaterThan(10);
    }
    const text = belief?.articleString.toLowerCase() ?? '';
    for (const topic of ['ingredient', 'different', 'sustainab', 'sachet', 'in-house']) {
      expect(text, topic).toContain(topic);
    }
  });

  it('gives the founder the spec biography', () => {
    const about = findBlogArticle('mind-your-business')?.author.about ?? '';
    expect(about).toContain('more than 35 years');
    expect(about).toContain('paper packaging');
    expect(about).toContain('2019');
  });

  it('uses both categories and all three labels', () => {
    expect(articlesInCategory('mct').length).toBeGreaterThan(0);
    expect(articlesInCategory('lifestyle').length).toBeGreaterThan(0);
    expect(articlesInCategory(null)).toHaveLength(blogArticles.length);
    const labels = new Set(blogArticles.flatMap((a) => a.labels));
    expect([...labels].sort()).toEqual(['About Us', 'Beginners', 'LifeStyle']);
    for (const a of blogArticles) {
      expect(a.categories.length, a.path).toBeGreaterThan(0);
      expect(a.labels.length, a.path).toBeGreaterThan(0);
    }
  });

  it('keeps every article between 300 and 600 words with a positive read time', () => {
    for (const a of blogArticles) {
      expect(a.wordCount, a.path).toBeGreaterThanOrEqual(300);
      expect(a.wordCount, a.path).toBeLessThanOrEqual(600);
      expect(a.readMinutes, a.path).toBeGreaterThan(0);
    }
  });

  it('shows each article with its read time, at 200 words a minute rounded', () => {
    // 300 to 499 words read in two minutes, 500 to 600 in three.
    expect(Object.fromEntries(blogArticles.map((a) => [a.path, a.readMinutes]))).toEqual({
      'why-our-boxes-are-paper': 2,
      'starting-mct-slowly': 2,
      'building-a-morning-routine': 2,
      'reading-supplement-labels': 2,
      'sachets-on-the-go': 2,
      'hydration-in-the-tropics': 2,
      'tocotrienol-explained': 2,
      'gut-health-and-postbiotics': 2,
      'keto-basics': 2,
      'mct-in-your-coffee': 2,
      'c8-vs-c10': 2,
      'what-is-mct': 2,
      'mind-your-business': 2,
      'our-belief-towards-good-health-and-better-living': 2,
    });
    for (const a of blogArticles) expect(a.readMinutes, a.path).toBe(a.wordCount < 500 ? 2 : 3);
  });

  it('has a banner file on disk for every article, named after its path', () => {
    for (const a of blogArticles) {
      const file = mediaFileOf(a.banner.src);
      expect(file, a.path).toBe(`blog/${a.path}.svg`);
      expect(existsSync(join(mediaDir, file ?? '')), a.path).toBe(true);
    }
  });

  it('has sorted ISO publication dates, newest first', () => {
    const dates = blogArticles.map((a) => a.publishedAt);
    for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('returns nothing for an unknown path', () => {
    expect(findBlogArticle('no-such-article')).toBeUndefined();
  });
});

describe('article text', () => {
  it('separates blocks with a blank line and renders lists as lines', () => {
    expect(
      articleStringOf([
        { type: 'heading', text: 'Title' },
        { type: 'paragraph', text: 'One two.' },
        { type: 'list', ordered: false, items: ['a', 'b'] },
      ]),
    ).toBe('Title\n\nOne two.\n\n- a\n- b');
  });

  it('counts words, not punctuation', () => {
    expect(countWords('  Tear, pour - shake & go!  ')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('rounds read time to whole minutes, at least one', () => {
    expect(readMinutesOf(0)).toBe(0);
    expect(readMinutesOf(1)).toBe(1);
    expect(readMinutesOf(450)).toBe(2);
    expect(readMinutesOf(700)).toBe(4);
  });
});
