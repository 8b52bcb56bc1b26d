import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'tocotrienol-explained';

export const tocotrienolArticle: BlogArticleSource = {
  title: 'Tocotrienol: the other half of the vitamin E family',
  path,
  author: editorialAuthor,
  desc: 'Most people know vitamin E from tocopherol. Meet tocotrienol, its lesser-known relative, and why it has a Malaysian connection.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'An amber drop beside palm fruit'),
  publishedAt: '2025-05-12',
  body: [
    p(
      'When a label says vitamin E, it almost always means alpha-tocopherol. But vitamin E is not a single substance. It is a family of eight related compounds, and half of them are tocotrienols. MCT Essentials contains tocotrienol, so here is what that means.',
    ),
    h('Eight members, two branches'),
    p(
      'The vitamin E family has two branches: four tocopherols and four tocotrienols, each named alpha, beta, gamma and delta. All eight share the same ring structure, which is what allows them to act as antioxidants. They differ in their tail: tocopherols have a saturated tail, while tocotrienols have a tail with three double bonds. That small difference changes how they move through cell membranes and how the body handles them.',
    ),
    h('Where tocotrienols come from'),
    ul(
      'Palm oil, especially the red palm fruit, is one of the richest sources.',
      'Rice bran oil contains a useful amount.',
      'Annatto seeds contain mainly the delta and gamma forms.',
      'Barley, oats and wheat germ contain smaller amounts.',
    ),
    p(
      "Malaysia is one of the world's largest palm oil producers, and Malaysian research institutes have studied palm tocotrienols for decades. Using tocotrienol in a Malaysian product felt like a natural choice.",
    ),
    h('What they do'),
    p(
      'Like all forms of vitamin E, tocotrienols are fat-soluble antioxidants: they help protect fats in the body from oxidation. Researchers continue to study tocotrienols for heart, brain and skin health. Many of those studies are promising but small, so we do not make claims beyond their role as part of the vitamin E family.',
    ),
    h('Why they pair well with MCT'),
    p(
      'Tocotrienols dissolve in fat, and fat-soluble nutrients are generally absorbed better when taken with some fat. A coconut MCT base gives them a natural carrier in the same sachet.',
    ),
    h('A sensible note'),
    p(
      'Most people get enough vitamin E from a varied diet with nuts, seeds, vegetable oils and greens. A supplement adds to that; it does not replace it. If you take blood-thinning medication or high-dose vitamin E supplements, check with your doctor or pharmacist, since vitamin E in large amounts can affect bleeding.',
    ),
  ],
};
