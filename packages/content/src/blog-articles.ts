import { publishArticle } from './article-text';
import type { BlogArticle, BlogArticleSource, BlogCategory } from './blog-article';
import { paperBoxesArticle } from './articles/why-our-boxes-are-paper';
import { startingMctArticle } from './articles/starting-mct-slowly';
import { morningRoutineArticle } from './articles/building-a-morning-routine';
import { readingLabelsArticle } from './articles/reading-supplement-labels';
import { sachetsOnTheGoArticle } from './articles/sachets-on-the-go';
import { hydrationArticle } from './articles/hydration-in-the-tropics';
import { tocotrienolArticle } from './articles/tocotrienol-explained';
import { gutHealthArticle } from './articles/gut-health-and-postbiotics';
import { ketoBasicsArticle } from './articles/keto-basics';
import { mctInCoffeeArticle } from './articles/mct-in-your-coffee';
import { c8VsC10Article } from './articles/c8-vs-c10';
import { whatIsMctArticle } from './articles/what-is-mct';
import { mindYourBusinessArticle } from './articles/mind-your-business';
import { ourBeliefArticle } from './articles/our-belief-towards-good-health-and-better-living';

/** Articles as published, newest first (the order of the blog list). */
export const publishArticles = (sources: readonly BlogArticleSource[]): readonly BlogArticle[] =>
  sources.map(publishArticle).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/** Every published article, newest first (the order of the blog list). */
export const blogArticles: readonly BlogArticle[] = publishArticles([
  paperBoxesArticle,
  startingMctArticle,
  morningRoutineArticle,
  readingLabelsArticle,
  sachetsOnTheGoArticle,
  hydrationArticle,
  tocotrienolArticle,
  gutHealthArticle,
  ketoBasicsArticle,
  mctInCoffeeArticle,
  c8VsC10Article,
  whatIsMctArticle,
  mindYourBusinessArticle,
  ourBeliefArticle,
]);

/** The article at /community-blog/:blog, or undefined (the page then redirects to /page-not-found). */
export function findBlogArticle(path: string): BlogArticle | undefined {
  return blogArticles.find((article) => article.path === path);
}

/** The articles of one category, or all of them for null; order kept. */
export function articlesInCategory(category: BlogCategory | null): readonly BlogArticle[] {
  return category === null
    ? blogArticles
    : blogArticles.filter((article) => article.categories.includes(category));
}
