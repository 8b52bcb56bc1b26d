import type { BlogArticle } from '../blog-article';
import { publishArticles } from '../blog-articles';
import * as articles from './long-copy';

/** Every article of the Malay blog, newest first, in the English list's order. */
export const blogArticles: readonly BlogArticle[] = publishArticles([
  articles.paperBoxesArticle,
  articles.startingMctArticle,
  articles.morningRoutineArticle,
  articles.readingLabelsArticle,
  articles.sachetsOnTheGoArticle,
  articles.hydrationArticle,
  articles.tocotrienolArticle,
  articles.gutHealthArticle,
  articles.ketoBasicsArticle,
  articles.mctInCoffeeArticle,
  articles.c8VsC10Article,
  articles.whatIsMctArticle,
  articles.mindYourBusinessArticle,
  articles.ourBeliefArticle,
]);
