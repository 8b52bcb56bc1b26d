import { bannerFor, figure, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { founderAuthor } from '../blog-authors';
import { media } from '../media-ref';

const path = 'our-belief-towards-good-health-and-better-living';

export const ourBeliefArticle: BlogArticleSource = {
  title: 'Our belief towards good health & better living',
  path,
  author: founderAuthor,
  desc: 'What we believe about good health, and how that belief shaped every sachet and every box we make.',
  categories: ['mct', 'lifestyle'],
  labels: ['About Us'],
  banner: bannerFor(path, 'A coconut, a sachet and a paper box on a green field'),
  publishedAt: '2025-01-15',
  body: [
    p(
      'Good health is rarely built in one dramatic moment. It is built in small, repeatable choices: what goes into the first drink of the day, whether there is something sensible in the bag when lunch runs late, whether a habit is easy enough to keep. Nyiur exists to make a few of those choices simpler.',
    ),
    h('Quality ingredients first'),
    p(
      'We started with the ingredient list, not the label design. Our MCT comes from organic coconuts, and every other ingredient has to earn its place: postbiotics and tocotrienol in MCT Essentials, whey protein and real cocoa in MCT LeanEssentials, stevia instead of table sugar in both. If an ingredient is only there to make the box look busier, it does not go in.',
    ),
    figure(
      media('blog/inline-ingredients.svg', 'Coconut, lemon and cocoa on a table', 800, 500),
      'Coconut, lemon and cocoa: a short ingredient list we can explain line by line.',
    ),
    h('What makes us different'),
    p(
      'Most MCT on the market is sold as a liquid oil or as loose powder in a tub. Both work, but both ask something of you: a spoon, a blender, a careful measure, a bottle that should not tip over in your bag. We wanted MCT that fits into a day without asking for anything, so we combined it with ingredients that support our three foundations, gut health, weight management and cognitive health, and sealed each serving on its own.',
    ),
    h('On the go, one sachet at a time'),
    p(
      'A sachet is a complete serving. Tear it, pour it into 250 ml of cold or room-temperature water, stir and drink. It fits in a shirt pocket, a gym bag or a glovebox, it does not need a fridge, and it takes the guesswork out of portion sizes.',
    ),
    h('Formulated in-house'),
    p(
      'We develop our recipes ourselves. That meant three years of sourcing, testing blends, adjusting flavours and running taste panels before the first box went on sale. Keeping formulation in-house lets us change a supplier or a recipe when we find something better, without waiting for anyone else.',
    ),
    h('Sustainability is part of the product'),
    p(
      'I spent more than three decades in paper packaging before starting Nyiur, and since 2019 my work has centred on making packaging kinder to the planet. So our boxes follow three rules:',
    ),
    ul(
      'Recycled paper board for every box.',
      'Vegetable-based inks for the print.',
      'No plastic wrap around the box.',
    ),
    figure(
      media('blog/inline-paper-box.svg', 'A recycled paper box with a leaf', 800, 500),
      'Recycled paper, vegetable-based inks and no shrink film: the box is part of the promise.',
    ),
    h('Better living, not perfect living'),
    p(
      'None of this replaces sleep, movement, real meals or advice from your doctor, and we will never pretend it does. What we can do is make one good habit easy and honest. That is our belief, and it is printed, in vegetable ink, on every box.',
    ),
  ],
};
