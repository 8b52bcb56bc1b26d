import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'c8-vs-c10';

export const c8VsC10Article: BlogArticleSource = {
  title: 'C8 vs C10: what the numbers on an MCT label mean',
  path,
  author: editorialAuthor,
  desc: 'Caprylic and capric acid are the two workhorses of MCT. Here is how they differ and what to look for on a label.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'Two short chains of circles, one with eight links and one with ten'),
  publishedAt: '2025-03-03',
  body: [
    p(
      'Pick up almost any MCT product and you will see C8 and C10 somewhere on the label. They are the two medium-chain fatty acids that make up most MCT oil, and the small difference in their length matters more than you might expect.',
    ),
    h('Meet the pair'),
    p(
      'C8 is caprylic acid, a chain of eight carbon atoms. C10 is capric acid, with ten. Both occur naturally in coconut oil and palm kernel oil, but only in modest amounts: together they make up roughly 10 to 15 percent of coconut oil. Producing MCT means separating them from the rest of the oil.',
    ),
    h('How they differ'),
    ul(
      'Speed: the shorter C8 chain is broken down faster, and studies comparing the two find that C8 raises blood ketones more than the same amount of C10.',
      'Taste and feel: both are close to tasteless, though some people find C10-heavy oils slightly more waxy.',
      'Tolerance: both can upset the stomach in large doses. Starting with small servings matters more than which one you choose.',
      'Price: C8 is the scarcer fraction, so products high in C8 usually cost more.',
    ),
    h('Reading the label'),
    p(
      'Many MCT products are a blend, often around 60 percent C8 and 40 percent C10, because that mirrors what the refining process yields. Some sell pure C8. Others simply say MCT without a breakdown. If the ratio matters to you, look for a product that states it, and check the amount of MCT per serving rather than the total fat, which may include the carrier or other oils.',
    ),
    p(
      'Watch for products that count C12, lauric acid, as MCT. Chemically it sits at the edge of the medium-chain range, but the body handles it much like a long-chain fat. A coconut oil powder that lists a high MCT figure made up largely of lauric acid behaves differently from a C8 and C10 product.',
    ),
    h('Which should you choose?'),
    p(
      'For most people the honest answer is: the one you will actually take regularly. A C8 and C10 blend is well studied, widely available and easier on the wallet. What makes a bigger difference is consistency, a sensible serving size and a form that suits your day. That is why we focus on getting the daily habit right, one measured sachet at a time, rather than on chasing the highest C8 number on the shelf.',
    ),
  ],
};
