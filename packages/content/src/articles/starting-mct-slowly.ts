import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'starting-mct-slowly';

export const startingMctArticle: BlogArticleSource = {
  title: 'New to MCT? Start slowly',
  path,
  author: editorialAuthor,
  desc: 'Why your first week with MCT should be gentle, how to build up, and when to check with a doctor.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'Three steps rising with a sachet on the first step'),
  publishedAt: '2025-08-11',
  body: [
    p(
      'The most common complaint from people trying MCT for the first time is not about taste. It is an unsettled stomach after taking too much, too soon. The good news is that it is easy to avoid.',
    ),
    h('Why it happens'),
    p(
      'Medium-chain fats are absorbed quickly. A large dose taken at once, especially on an empty stomach, can lead to cramps, nausea or loose stools while the digestive system catches up. Liquid MCT oil is the usual culprit, because it is easy to pour a generous tablespoon. Powder in measured servings helps, but the same principle applies.',
    ),
    h('A simple plan for the first two weeks'),
    ul(
      'Week one: one sachet a day, taken with or right after a meal.',
      'Week two: if all is well, move to two sachets a day, at different times.',
      'Stay at two. The recommended use is 1 to 2 sachets a day, and more is not better.',
    ),
    h('Tips that help'),
    ul(
      'Mix with the full amount of water: 250 ml for MCT Essentials, 250 to 300 ml for MCT LeanEssentials.',
      'Use cold or room-temperature water, never hot.',
      'Sip rather than gulp if your stomach is sensitive.',
      'Take it with food for the first weeks.',
      'Keep the rest of your diet steady while you start, so you know what is causing what.',
    ),
    h('Listen to your body'),
    p(
      'Mild changes in the first days are common and usually settle. If discomfort continues, go back to one sachet a day or pause for a few days. If symptoms are severe or do not settle, stop and speak to a doctor.',
    ),
    h('Who should check first'),
    p(
      'Ask your doctor before starting if you have liver disease, diabetes or another metabolic condition, a digestive disorder, are pregnant or breastfeeding, or take regular medication. MCT LeanEssentials contains milk, so people with a milk allergy should avoid it.',
    ),
    p(
      'Supplements work best as part of a routine you keep for months, not as an experiment you abandon after a rough first day. Start gently and give your body time to get used to something new.',
    ),
  ],
};
