import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'keto-basics';

export const ketoBasicsArticle: BlogArticleSource = {
  title: "Keto basics: a careful beginner's guide",
  path,
  author: editorialAuthor,
  desc: 'What a ketogenic diet is, how it works, who should be cautious, and where MCT fits in.',
  categories: ['lifestyle', 'mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'A plate with greens, an egg and avocado slices'),
  publishedAt: '2025-04-07',
  body: [
    p(
      'The ketogenic diet, or keto, is one of the most talked-about ways of eating of the past decade. It can be useful for some people and unsuitable for others, so it is worth understanding before you try it.',
    ),
    h('What keto is'),
    p(
      'A ketogenic diet is very low in carbohydrate, moderate in protein and high in fat. When carbohydrate intake drops low enough, often below about 20 to 50 grams a day, the body shifts towards burning fat and the liver produces ketones as an alternative fuel. That state is called ketosis.',
    ),
    p(
      "For perspective, a single plate of nasi lemak or a glass of teh tarik can use up most of a day's carbohydrate allowance on strict keto. It is a big change for most Malaysian diets, not a small tweak.",
    ),
    h('What people eat'),
    ul(
      'Plenty of non-starchy vegetables: leafy greens, cabbage, kangkung, long beans, cucumber.',
      'Protein foods: eggs, fish, chicken, tofu, tempeh.',
      'Fats: olive oil, avocado, nuts, seeds, coconut and MCT.',
      'Very little rice, noodles, bread, sugar, sweet drinks or starchy fruit.',
    ),
    h('The first weeks'),
    p(
      'Many people feel tired, headachy or irritable for a few days as the body adjusts, often called the keto flu. Drinking enough water, getting enough salt and easing in gradually usually helps. Digestion can change too, so fibre from vegetables matters.',
    ),
    h('Where MCT fits'),
    p(
      'Because MCT is turned into ketones readily, people on keto often use it to add fat that is easy to take. MCT Essentials has almost no carbohydrate per sachet, so it fits a low-carb day. MCT LeanEssentials contains some carbohydrate from cocoa and milk, so check the Supplement Facts if you are counting closely.',
    ),
    h('Who should be careful'),
    p(
      'Keto is not for everyone. Speak to a doctor before starting if you have diabetes or take medication that lowers blood sugar, have kidney, liver or heart conditions, are pregnant or breastfeeding, or have a history of eating disorders. Children and teenagers should only follow it under medical supervision.',
    ),
    h('You do not have to go all the way'),
    p(
      'Plenty of people get most of what they want from a gentler approach: fewer sugary drinks, smaller portions of rice and noodles, more vegetables and protein. That is easier to sustain, and sustainability is what decides whether any way of eating works for you in the long run.',
    ),
  ],
};
