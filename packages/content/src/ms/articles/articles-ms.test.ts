import { describe, expect, it } from 'vitest';
import { publishArticle } from '../../article-text';
import type { ArticleBlock } from '../../blog-article';
import { blogArticles } from '../../blog-articles';
import type { BlogArticleSource } from '../../blog-article';
import * as longCopy from '../long-copy';

/** The Malay text of every blog article, by its path (the slug stays English under /ms). */
const msArticleSources: ReadonlyMap<string, BlogArticleSource> = new Map(
  Object.values(longCopy)
    .filter((source): source is BlogArticleSource => 'body' in source)
    .map((source) => [source.path, source]),
);

/** What must match between the languages: block kinds and order, list shape, image files. */
function shapeOf(block: ArticleBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return block.type;
    case 'list':
      return `${block.ordered ? 'ol' : 'ul'}:${block.items.length}`;
    case 'image':
      return `image:${block.image.src}`;
  }
}

function textsOf(block: ArticleBlock): readonly string[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return [block.text];
    case 'list':
      return block.items;
    case 'image':
      return [block.caption, block.image.alt];
  }
}

describe('Malay blog articles', () => {
  it('has one Malay article for every English article, under the same path', () => {
    expect([...msArticleSources.keys()].sort()).toEqual(blogArticles.map((a) => a.path).sort());
    for (const [path, ms] of msArticleSources) expect(ms.path).toBe(path);
  });

  for (const en of blogArticles) {
    describe(en.path, () => {
      const ms = msArticleSources.get(en.path);

      it('has the same blocks in the same order, lists of the same length and the same images', () => {
        expect(ms?.body.map(shapeOf)).toEqual(en.body.map(shapeOf));
      });

      it("keeps the banner image, the author's portrait, categories, labels and date", () => {
        expect(ms?.banner.src).toBe(en.banner.src);
        expect(ms?.banner.width).toBe(en.banner.width);
        expect(ms?.banner.height).toBe(en.banner.height);
        // The same person, introduced in Malay.
        expect(ms?.author.profileImg.src).toBe(en.author.profileImg.src);
        expect(ms?.author.about).not.toBe(en.author.about);
        expect(ms?.categories).toEqual(en.categories);
        expect(ms?.labels).toEqual(en.labels);
        expect(ms?.publishedAt).toBe(en.publishedAt);
      });

      it('has its own title, description, banner text and body text', () => {
        expect(ms?.title).not.toBe(en.title);
        expect(ms?.desc).not.toBe(en.desc);
        expect(ms?.banner.alt).not.toBe(en.banner.alt);
        const enTexts = en.body.flatMap(textsOf);
        const msTexts = ms?.body.flatMap(textsOf) ?? [];
        expect(msTexts).toHaveLength(enTexts.length);
        msTexts.forEach((text, i) => expect(text, text).not.toBe(enTexts[i]));
      });

      it('reads in two minutes like the English, between 300 and 499 words', () => {
        const published = ms === undefined ? undefined : publishArticle(ms);
        expect(published?.wordCount).toBeGreaterThanOrEqual(300);
        expect(published?.wordCount).toBeLessThan(500);
        expect(published?.readMinutes).toBe(2);
      });
    });
  }
});
