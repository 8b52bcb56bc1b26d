import { bannerFor, h, ol, p } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'building-a-morning-routine';

export const morningRoutineArticle: BlogArticleSource = {
  title: 'Building a morning routine that survives real life',
  path,
  author: editorialAuthor,
  desc: 'Forget the five-am influencer routine. A short, flexible start to the day that still works on your busiest mornings.',
  categories: ['lifestyle'],
  labels: ['LifeStyle', 'Beginners'],
  banner: bannerFor(path, 'A sunrise over a window sill with a glass of water'),
  publishedAt: '2025-07-21',
  body: [
    p(
      'Morning routines on social media tend to involve cold plunges, journals, an hour of yoga and a smoothie with twelve ingredients. That is lovely if you have the time. Most people have a commute, children or a job that starts early. A routine that only works on perfect days is not a routine.',
    ),
    h('Design for your worst morning'),
    p(
      'Build the routine around the busiest morning of your week, not the calmest. If it fits into ten minutes on that day, it will fit every day. Anything extra on quieter days is a bonus.',
    ),
    h('A ten-minute template'),
    ol(
      'Water first. Drink a full glass before coffee or tea. You have gone several hours without any.',
      'Daylight. Open the curtains or step outside for a couple of minutes. Morning light helps set your body clock.',
      'Move. Two or three minutes of stretching, a few squats or a walk to the corner shop.',
      'Something to start the day. A simple breakfast, or a sachet in a glass of water when there is truly no time.',
      'One priority. Decide the single most important thing you will do today.',
    ),
    h('Stack it onto habits you already have'),
    p(
      'New habits stick better when they are attached to old ones. You already brush your teeth and make coffee every morning. Put the glass next to the kettle; put the sachet box beside the toothbrush holder. Each existing habit becomes the reminder for the new one.',
    ),
    h('Make it visible, make it easy'),
    p(
      'Lay out what you need the night before: a clean glass, walking shoes by the door, the sachet on the counter. The fewer decisions you need to make while half awake, the more likely you are to follow through.',
    ),
    h('The night before counts too'),
    p(
      'A good morning starts with enough sleep. Most adults need seven to nine hours. Putting your phone away a little earlier often does more for your morning than any product.',
    ),
    h('Track lightly'),
    p(
      'Tick a box on a calendar for each morning you complete the routine. After a month, look back. If you hit most days, keep going and consider adding one small thing. If not, make the routine shorter rather than trying harder. The aim is a start to the day you can keep for years, not a week.',
    ),
  ],
};
