import type { BlogArticleSource } from '../../blog-article';
import { paperBoxesArticle } from './why-our-boxes-are-paper';
import { startingMctArticle } from './starting-mct-slowly';
import { morningRoutineArticle } from './building-a-morning-routine';
import { readingLabelsArticle } from './reading-supplement-labels';
import { sachetsOnTheGoArticle } from './sachets-on-the-go';
import { hydrationArticle } from './hydration-in-the-tropics';
import { tocotrienolArticle } from './tocotrienol-explained';
import { gutHealthArticle } from './gut-health-and-postbiotics';
import { ketoBasicsArticle } from './keto-basics';
import { mctInCoffeeArticle } from './mct-in-your-coffee';
import { c8VsC10Article } from './c8-vs-c10';
import { whatIsMctArticle } from './what-is-mct';
import { mindYourBusinessArticle } from './mind-your-business';
import { ourBeliefArticle } from './our-belief-towards-good-health-and-better-living';

/** The Malay text of every blog article, by its path (the slug stays English under /ms). */
export const msArticleSources: ReadonlyMap<string, BlogArticleSource> = new Map(
  [
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
  ].map((article) => [article.path, article]),
);
