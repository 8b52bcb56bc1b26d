import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { founderAuthor } from '../blog-authors';

const path = 'mind-your-business';

export const mindYourBusinessArticle: BlogArticleSource = {
  title: 'Mind Your Business',
  path,
  author: founderAuthor,
  desc: 'After a lifetime of running businesses, our founder learned that the one you cannot delegate is your own health.',
  categories: ['lifestyle'],
  labels: ['LifeStyle'],
  banner: bannerFor(path, 'A desk with a notebook, a glass of water and a plant'),
  publishedAt: '2025-02-03',
  body: [
    p(
      '"Mind your business" usually means stay out of other people\'s affairs. After more than 35 years in the paper packaging trade, I read it differently. The business that needs minding most is the one you carry around every day: your own body.',
    ),
    h('The business you cannot outsource'),
    p(
      'In a company you can hire a finance team, a production manager, a logistics partner. You cannot hire someone to sleep for you, drink water for you or walk for you. For years I treated my health like a supplier I would deal with later. Long days, late dinners, too much coffee and not enough movement felt normal because everyone around me lived the same way.',
    ),
    p(
      "The wake-up call was not dramatic. It was simply noticing that afternoons got harder, that I reached for sugar at four o'clock, and that the weekend was spent recovering rather than living. A business run like that would worry its shareholders.",
    ),
    h('Run your health like a good operation'),
    p(
      'Good operations are not built on heroics. They are built on routines that work even on a bad day. The same habits that keep a factory steady turned out to work for my health:',
    ),
    ul(
      'Standardise the basics. Same wake-up time, same first glass of water, same simple breakfast on busy days.',
      'Remove friction. Keep the good option closer than the bad one: sachets in the drawer, fruit on the desk, walking shoes by the door.',
      'Measure what matters, not everything. A few numbers checked regularly beat a dozen apps abandoned after a week.',
      'Review and adjust. Once a month, ask what worked and what did not, and change one thing at a time.',
      'Ask the experts. Regular check-ups with a doctor are the audit every business needs.',
    ),
    h('Where Nyiur fits'),
    p(
      'Nyiur grew out of that thinking. I wanted a daily habit that was easy to keep even on the worst travel day: one sachet, one glass of water, done. It is not a cure for anything and it does not replace meals, sleep or movement. It is one small system that keeps running when the rest of the day does not go to plan.',
    ),
    h('Start with one line item'),
    p(
      'If minding your business feels like too big a project, pick one line item. Drink a glass of water before your first coffee. Take the stairs to one meeting a day. Put your phone in another room an hour before bed. Give it a month before you judge it. Small, boring and consistent beats big, exciting and abandoned, in business and in health.',
    ),
  ],
};
