import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'hydration-in-the-tropics';

export const hydrationArticle: BlogArticleSource = {
  title: 'Staying hydrated in Malaysian heat',
  path,
  author: editorialAuthor,
  desc: 'Warm, humid days all year make water a daily job. Practical ways to drink enough, and signs that you are not.',
  categories: ['lifestyle'],
  labels: ['LifeStyle'],
  banner: bannerFor(path, 'A water bottle and a glass under a bright sun'),
  publishedAt: '2025-05-29',
  body: [
    p(
      'In Malaysia the thermometer rarely drops far below 24 degrees, and the humidity makes it feel warmer. We lose water all day through sweat and breathing, often without noticing, because humid air keeps the skin damp and sweat does not evaporate the way it does in dry climates.',
    ),
    h('How much is enough?'),
    p(
      'There is no single number that suits everyone. Needs depend on body size, activity, the weather and what you eat. Food provides some water too, especially fruit, vegetables and soups. A common starting point for adults is around 2 litres of fluid a day, more on hot days or when you exercise, but your body gives better signals than any fixed rule.',
    ),
    h('Signs to watch'),
    ul(
      'Urine colour: pale straw is a good sign; dark yellow suggests you need more.',
      'Thirst: it is a reliable signal for most healthy adults, so do not ignore it.',
      'Headache, tiredness or difficulty concentrating in the afternoon.',
      'Dizziness when standing up quickly.',
    ),
    p(
      'Older adults feel thirst less strongly and should drink on a schedule rather than waiting for it. Young children also need reminders on hot days.',
    ),
    h('Making it easy'),
    ul(
      'Start the day with a full glass of water before coffee or tea.',
      'Keep a refillable bottle where you can see it: on the desk, in the car, in your bag.',
      'Link drinks to habits you already have, such as a glass at every meal and after every meeting.',
      'Choose water most of the time. Sweet drinks like sirap, teh tarik and bottled juices add a lot of sugar.',
      'Eat water-rich foods: watermelon, cucumber, oranges, soups.',
    ),
    h('What about coffee and tea?'),
    p(
      'Coffee and tea count towards your daily fluid. Their mild diuretic effect is small for regular drinkers. Still, keeping them to a few cups a day and choosing less sugar is kinder to your body.',
    ),
    h('After exercise'),
    p(
      'For a normal workout, water is enough. After long sessions in the heat, where you sweat heavily for more than an hour, you may also need to replace salt; a meal or an electrolyte drink does that.',
    ),
    p(
      'Our sachets are mixed with 250 ml or more of water, so each one adds a full glass to your day. Treat that as a bonus, not as your whole intake, and keep the bottle close.',
    ),
  ],
};
