/* The Malay pages' long copy: the articles and the two product pages, named as their English twins. */
export { paperBoxesArticle } from './articles/why-our-boxes-are-paper';
export { startingMctArticle } from './articles/starting-mct-slowly';
export { morningRoutineArticle } from './articles/building-a-morning-routine';
export { readingLabelsArticle } from './articles/reading-supplement-labels';
export { sachetsOnTheGoArticle } from './articles/sachets-on-the-go';
export { hydrationArticle } from './articles/hydration-in-the-tropics';
export { tocotrienolArticle } from './articles/tocotrienol-explained';
export { gutHealthArticle } from './articles/gut-health-and-postbiotics';
export { ketoBasicsArticle } from './articles/keto-basics';
export { mctInCoffeeArticle } from './articles/mct-in-your-coffee';
export { c8VsC10Article } from './articles/c8-vs-c10';
export { whatIsMctArticle } from './articles/what-is-mct';
export { mindYourBusinessArticle } from './articles/mind-your-business';
export { ourBeliefArticle } from './articles/our-belief-towards-good-health-and-better-living';
export { essentialsProduct } from './product-essentials';
export { leanEssentialsProduct } from './product-leanessentials';
