import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'reading-supplement-labels';

export const readingLabelsArticle: BlogArticleSource = {
  title: 'How to read a supplement label in five minutes',
  path,
  author: editorialAuthor,
  desc: 'Serving sizes, ingredient order, per-100 g columns and registration marks: a quick guide to the back of the box.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'A magnifying glass over a product label'),
  publishedAt: '2025-07-02',
  body: [
    p(
      'The front of a box is there to sell. The back is there to inform. Five minutes with the label tells you far more than the marketing does, and you will quickly get faster at it.',
    ),
    h('1. Serving size and servings per pack'),
    p(
      'Everything else on the nutrition panel depends on the serving size, so start there. Check how many servings the pack holds and divide the price by that number. A cheaper box with fewer servings can cost more per day.',
    ),
    h('2. Per serving versus per 100 g'),
    p(
      'Panels often show two columns. The per-serving column tells you what you actually consume. The per-100 g column lets you compare products with different serving sizes fairly.',
    ),
    h('3. The ingredient list'),
    p(
      'Ingredients are listed in descending order of weight. If sugar or a filler appears near the top, it is a large part of what you are paying for. For MCT products, look for how much MCT each serving actually delivers, not just the word MCT on the front.',
    ),
    h('4. Allergens'),
    p(
      'Common allergens such as milk, soy, wheat, nuts and egg should be clearly declared. Our MCT LeanEssentials, for example, contains whey, which comes from milk.',
    ),
    h('5. Registration and certification marks'),
    ul(
      "Products registered as health supplements with Malaysia's National Pharmaceutical Regulatory Agency carry a MAL registration number.",
      'Products sold as food follow the Food Regulations 1985 labelling rules instead, so they do not carry a MAL number.',
      'If halal certification matters to you, look for the JAKIM logo or the mark of a foreign body recognised by JAKIM.',
    ),
    h('6. Claims'),
    p(
      'Be wary of words like cure, treat or detox, and of promises of fast results. Foods and supplements in Malaysia may only make the specific nutrition and function claims the regulations allow. A product that sounds like medicine should be treated with suspicion.',
    ),
    h('7. Dates and storage'),
    p(
      'Check the expiry or best-before date and the storage instructions. Powders should be kept cool and dry; once a product has been exposed to heat or moisture, quality suffers before the printed date.',
    ),
    p(
      'Reading labels is a skill that pays off everywhere, from the supplement shelf to the snack aisle. And if a label leaves you with questions, ask the maker. A good company will answer.',
    ),
  ],
};
