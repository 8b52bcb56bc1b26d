import type { ArticleBlock } from './blog-article';
import { mediaUrl, type MediaRef } from './media-ref';

/** Small constructors that keep article files readable. */
export const p = (text: string): ArticleBlock => ({ type: 'paragraph', text });
export const h = (text: string): ArticleBlock => ({ type: 'heading', text });
export const ul = (...items: string[]): ArticleBlock => ({ type: 'list', ordered: false, items });
export const ol = (...items: string[]): ArticleBlock => ({ type: 'list', ordered: true, items });
export const figure = (image: MediaRef, caption: string): ArticleBlock => ({
  type: 'image',
  image,
  caption,
});

/** The banner of an article: `media/blog/<path>.svg`, drawn at 1200 x 630 (the share-card size). */
export const bannerFor = (path: string, alt: string): MediaRef => ({
  src: mediaUrl(`blog/${path}.svg`),
  alt,
  width: 1200,
  height: 630,
});
