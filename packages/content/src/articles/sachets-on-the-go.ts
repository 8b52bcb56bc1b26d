import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'sachets-on-the-go';

export const sachetsOnTheGoArticle: BlogArticleSource = {
  title: 'Sachets on the go: keeping your routine when life gets busy',
  path,
  author: editorialAuthor,
  desc: 'Work trips, balik kampung drives and long days out: how to keep a daily sachet habit wherever you are.',
  categories: ['lifestyle'],
  labels: ['LifeStyle'],
  banner: bannerFor(path, 'A travel pouch with sachets and a passport'),
  publishedAt: '2025-06-16',
  body: [
    p(
      'The hardest part of any healthy habit is not starting it. It is keeping it going when your normal day disappears: an early flight, a week of client dinners, a long drive home for the holidays. We designed our sachets for exactly those days.',
    ),
    h('Why single servings help'),
    p(
      'A tub of powder or a bottle of oil stays at home. A sachet goes where you go. Each one is a measured serving, so there is nothing to scoop or spill, and the habit does not depend on being in your own kitchen.',
    ),
    h('Pack once, for the whole trip'),
    ul(
      'Count the days, multiply by the sachets you take each day and add one or two spares.',
      'Keep them in a small zip pouch so they stay together and dry.',
      'Put a few in every bag you use: the laptop bag, the gym bag, the glovebox.',
      'Carry a small shaker bottle if you drink MCT LeanEssentials. A lidded bottle works for MCT Essentials too.',
    ),
    h('Flying'),
    p(
      'Powders in sealed single-serve sachets are usually straightforward to carry in hand luggage, but rules differ between airports and countries, and some apply extra screening to larger amounts of powder. Keep the sachets in their original packaging and check the rules of the airports you pass through before you fly.',
    ),
    h('Water on the road'),
    p(
      'Our sachets need 250 ml of cold or room-temperature water, or 250 to 300 ml for the shake. Hotel rooms, petrol stations and airports all sell bottled water, and a 500 ml bottle is enough for a sachet with some left to drink. Skip the hot water from the hotel kettle; it does not suit the powder.',
    ),
    h('Storage'),
    p(
      'Keep sachets in a cool, dry place away from direct sunlight. A car parked in the afternoon sun gets far hotter than the air outside, so do not leave a box on the dashboard. Once a sachet is open, use it straight away.',
    ),
    h('When the routine slips'),
    p(
      'Some days you will forget. That is fine. A habit is what you do most days, not every day without fail. Pick it up again the next morning, with the first glass of water.',
    ),
  ],
};
