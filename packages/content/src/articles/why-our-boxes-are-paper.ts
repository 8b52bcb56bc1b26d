import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { founderAuthor } from '../blog-authors';

const path = 'why-our-boxes-are-paper';

export const paperBoxesArticle: BlogArticleSource = {
  title: 'Why our boxes are paper, and what we are still working on',
  path,
  author: founderAuthor,
  desc: 'Recycled board, vegetable-based inks and no plastic wrap: the thinking behind our packaging, and an honest look at the sachet.',
  categories: ['lifestyle'],
  labels: ['About Us'],
  banner: bannerFor(path, 'Stacked paper boxes with leaves growing between them'),
  publishedAt: '2025-09-01',
  body: [
    p(
      "Before Nyiur, I spent more than 35 years making paper packaging for other people's products. Since 2019 my focus has been on reducing the footprint of that packaging. When we designed our own boxes, there was no excuse for getting it wrong.",
    ),
    h('Three rules for every box'),
    ul(
      'Recycled paper board. The box is made from fibre that has been used before, and it can go into the paper recycling bin again.',
      'Vegetable-based inks. We print with inks based on vegetable oils rather than petroleum.',
      'No plastic wrap. There is no shrink film around the box.',
    ),
    h('Why paper matters'),
    p(
      'Paper fibre can be recycled several times before it becomes too short to use, and paper collection is well established in Malaysia. A box that goes back into the paper stream becomes part of the next box instead of landfill.',
    ),
    h('The honest part: the sachet'),
    p(
      'The sachets inside are a different story. MCT powder and whey protein must be protected from moisture and air, or they clump and lose quality long before the best-before date. Today that protection needs a thin multi-layer film, and multi-layer films are hard to recycle in most collection systems.',
    ),
    p(
      'We keep the sachet as small as one serving allows. We are following the newer mono-material and paper-based barrier films closely, and we intend to switch as soon as one keeps the powder in the condition you expect. When that happens, we will say so here.',
    ),
    h('What you can do'),
    ul(
      'Flatten the box and put it in the paper recycling bin.',
      "Check your local council's guidance for the sachets; where soft plastics are collected, they belong there.",
      'Choose combo packages when you can: fewer deliveries mean less shipping packaging per box.',
    ),
    p(
      'Packaging will never be the most exciting part of a wellness product. But every box we send out is a small promise, and keeping small promises is how trust is built.',
    ),
  ],
};
