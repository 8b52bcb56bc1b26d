import type { ArticleBlock, BlogArticle, BlogArticleSource } from './blog-article';
import { media } from './media-ref';

/** Average adult silent reading speed for non-fiction, words per minute. */
export const WORDS_PER_MINUTE = 200;

function blockText(block: ArticleBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return block.text;
    case 'image':
      return block.caption;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
  }
}

/** The body as plain text with blank lines between blocks (the spec's articleString). */
export function articleStringOf(body: readonly ArticleBlock[]): string {
  return body.map(blockText).join('\n\n');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least 1 for any non-empty text. */
export function readMinutesOf(words: number): number {
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function publishArticle(source: BlogArticleSource): BlogArticle {
  const articleString = articleStringOf(source.body);
  const wordCount = countWords(articleString);
  return {
    ...source,
    articleString,
    wordCount,
    readMinutes: readMinutesOf(wordCount),
    shareImage: media(`share/${source.path}.png`, source.banner.alt, 1200, 630),
  };
}
