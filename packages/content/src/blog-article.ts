import type { MediaRef } from './media-ref';

export type BlogCategory = 'mct' | 'lifestyle';

/** The blog filter: value stored on the article, label shown on the button. */
export const blogCategories: readonly { readonly value: BlogCategory; readonly label: string }[] = [
  { value: 'mct', label: 'MCT' },
  { value: 'lifestyle', label: 'Lifestyle' },
];

/** The tags shown on an article page. */
export type BlogLabel = 'LifeStyle' | 'Beginners' | 'About Us';

export type ArticleBlock =
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'image'; readonly image: MediaRef; readonly caption: string }
  | { readonly type: 'list'; readonly ordered: boolean; readonly items: readonly string[] };

export interface BlogAuthor {
  readonly name: string;
  readonly about: string;
  readonly profileImg: MediaRef;
}

/** An article as written: the parts a person edits. */
export interface BlogArticleSource {
  readonly title: string;
  /** The slug in /community-blog/:blog. */
  readonly path: string;
  readonly author: BlogAuthor;
  /** One or two sentences for the list card and the meta description. */
  readonly desc: string;
  readonly categories: readonly BlogCategory[];
  readonly labels: readonly BlogLabel[];
  readonly banner: MediaRef;
  /** ISO date, YYYY-MM-DD. */
  readonly publishedAt: string;
  readonly body: readonly ArticleBlock[];
}

/** An article as published: the source plus what is derived from its body. */
export interface BlogArticle extends BlogArticleSource {
  /** Plain text of the body, paragraphs separated by a blank line. */
  readonly articleString: string;
  readonly wordCount: number;
  readonly readMinutes: number;
  /** PNG copy of the banner for Open Graph and Twitter cards (crawlers do not read SVG). */
  readonly shareImage: MediaRef;
}
