import { bannerFor, h, ol, p } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'mct-in-your-coffee';

export const mctInCoffeeArticle: BlogArticleSource = {
  title: 'MCT in your coffee: what works and what does not',
  path,
  author: editorialAuthor,
  desc: 'Can MCT go into your kopi? A practical look at MCT and coffee, plus an iced mocha made with MCT LeanEssentials.',
  categories: ['mct', 'lifestyle'],
  labels: ['LifeStyle'],
  banner: bannerFor(path, 'A tall glass of iced coffee with a chocolate swirl'),
  publishedAt: '2025-03-20',
  body: [
    p(
      'Coffee with added fat became famous through "butter coffee", a blend of hot coffee, butter and MCT oil. The idea spread quickly, and we are often asked whether our sachets belong in a morning cup. The answer depends on the coffee and on the sachet.',
    ),
    h('Why people add MCT to coffee'),
    p(
      'For people eating low-carb, a coffee with MCT is a simple way to add fat to the start of the day without sugar. Some find it keeps them satisfied until lunch. There is nothing magical about the combination; coffee is simply a drink many people already have every morning, which makes it an easy place to build a habit.',
    ),
    h('Oil versus powder'),
    p(
      'MCT oil floats. Stir it into coffee and it gathers on the surface unless you use a blender. Powdered MCT dissolves far better, which is why powder has become the more popular choice for coffee at home and at work.',
    ),
    h('What about our sachets?'),
    p(
      'Our sachets are designed for cold or room-temperature water, and we ask you not to mix them with hot water. Heat makes whey protein clump and changes the flavour of the lemon. So a sachet in a steaming cup of kopi is not what we recommend.',
    ),
    p(
      'MCT Essentials, with its Lemon Blast flavour, belongs in a glass of water rather than in coffee. MCT LeanEssentials, on the other hand, pairs beautifully with cold coffee. Chocolate and coffee have always been friends.',
    ),
    h('Iced mocha with MCT LeanEssentials'),
    ol(
      'Brew 100 ml of strong coffee and let it cool completely, or use cold brew.',
      'Pour 200 ml of cold water into a shaker and add one sachet of MCT LeanEssentials.',
      'Shake for about 15 seconds until smooth.',
      'Add the cold coffee and shake again briefly.',
      'Pour over ice and drink straight away.',
    ),
    p(
      'That keeps you within the 250 to 300 ml of liquid the shake is designed for, and the coffee never touches the powder while hot.',
    ),
    h('A word on caffeine'),
    p(
      'MCT does not change how caffeine affects you. If coffee makes you jittery or keeps you awake, adding MCT will not fix that. Keep an eye on how many cups you have, especially after lunch, and remember that water is still the best everyday drink.',
    ),
  ],
};
