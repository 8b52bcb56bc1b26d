import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'gut-health-and-postbiotics';

export const gutHealthArticle: BlogArticleSource = {
  title: 'Prebiotics, probiotics, postbiotics: what is the difference?',
  path,
  author: editorialAuthor,
  desc: 'Three similar words, three different things. A clear guide to the "biotics" and the everyday habits that matter more.',
  categories: ['mct', 'lifestyle'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'Leaves and rounded shapes arranged in a gentle curve'),
  publishedAt: '2025-04-24',
  body: [
    p(
      'Gut health is one of the three foundations we build our products around, and it comes with a confusing vocabulary. Prebiotic, probiotic and postbiotic sound almost identical, but they describe quite different things.',
    ),
    h('Prebiotics: food for your gut bacteria'),
    p(
      'Prebiotics are mostly types of fibre that we cannot digest but the bacteria in our large intestine can. Foods such as onions, garlic, bananas, oats, legumes and many vegetables contain them. When gut bacteria ferment these fibres, they produce compounds, including short-chain fatty acids, that the cells of the gut lining use.',
    ),
    h('Probiotics: live microorganisms'),
    p(
      'Probiotics are live microorganisms that provide a health benefit when taken in adequate amounts. Yoghurt, some fermented milk drinks, tempeh and kimchi can contain them, and they are sold as supplements. Because they are alive, they are sensitive to heat, moisture and time, and many need refrigeration.',
    ),
    h('Postbiotics: the newest term'),
    p(
      'In 2021 an international panel of scientists defined a postbiotic as a preparation of inanimate microorganisms and their components that confers a health benefit. In plain words: beneficial bacteria that have been deliberately inactivated, usually by heat, together with the substances they produced.',
    ),
    p(
      'Since postbiotics are not alive, they do not need to survive storage. That makes them a practical fit for a dry powder in a sealed sachet, and it is why we chose them for MCT Essentials. Research on postbiotics is younger than research on probiotics, and results depend on the specific strain and preparation, so we describe them as part of a routine rather than as a remedy.',
    ),
    h('Habits matter more than any single product'),
    ul(
      'Eat a variety of plants through the week: vegetables, fruit, legumes, whole grains, nuts and seeds.',
      'Drink enough water, especially in our climate.',
      'Keep meal times reasonably regular.',
      'Move every day; even a walk after dinner helps.',
      'Sleep well and manage stress where you can.',
    ),
    p(
      'If you have ongoing digestive symptoms such as pain, blood in the stool, unexplained weight loss or a lasting change in bowel habits, see a doctor. Supplements are not a substitute for a proper check.',
    ),
  ],
};
