import { bannerFor, h, p, ul } from '../article-blocks';
import type { BlogArticleSource } from '../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'what-is-mct';

export const whatIsMctArticle: BlogArticleSource = {
  title: 'What is MCT? A plain-language guide',
  path,
  author: editorialAuthor,
  desc: 'Medium-chain triglycerides explained without the jargon: what they are, where they come from and how the body uses them.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'A coconut split open beside a short chain of linked circles'),
  publishedAt: '2025-02-17',
  body: [
    p(
      'MCT stands for medium-chain triglycerides. If that sounds like a chemistry lesson, it is only a short one, and it explains why MCT behaves differently from the other fats on your plate.',
    ),
    h('Fats come in chains'),
    p(
      'Most fats in food are triglycerides: three fatty acids attached to a backbone of glycerol. Each fatty acid is a chain of carbon atoms, and the length of that chain changes how the body handles it. Short chains have fewer than 6 carbons, medium chains have 6 to 12, and long chains have more than 12.',
    ),
    p(
      'The everyday fats in cooking oil, meat, nuts and dairy are mostly long-chain. Medium-chain fats are much less common in a normal diet, and coconut oil and palm kernel oil are the richest natural sources.',
    ),
    h('The four medium-chain fatty acids'),
    ul(
      'C6, caproic acid: present in small amounts, with a sharp taste.',
      'C8, caprylic acid: the most sought-after part of MCT oil.',
      'C10, capric acid: the usual partner of C8 in MCT products.',
      'C12, lauric acid: the main fatty acid in coconut oil, which the body handles much like a long-chain fat.',
    ),
    p(
      'This is why a spoon of coconut oil and a spoon of MCT are not the same thing. MCT products concentrate the C8 and C10 parts of coconut oil and leave most of the rest behind.',
    ),
    h('How the body uses MCT'),
    p(
      'Long-chain fats need bile and a trip through the lymphatic system before they reach the bloodstream. Medium-chain fats are absorbed more directly and travel to the liver, where they can be burned for energy or converted into ketones. Ketones are a fuel that muscles and the brain can use alongside glucose.',
    ),
    p(
      'MCT also carries slightly fewer calories per gram than typical fats, a little over 8 instead of about 9. It is still fat, though, and still counts towards your daily energy intake.',
    ),
    h('Why powder?'),
    p(
      'Pure MCT is a clear, tasteless oil. It works well in a kitchen but is awkward anywhere else: it does not mix into water, it leaves a film on cups and it leaks. Powdered MCT is made by drying the oil together with a carrier, such as acacia fibre, into fine particles that dissolve in water. That is the form we use in our sachets.',
    ),
    h('Where to begin'),
    p(
      'If you are new to MCT, start small. One serving a day, taken with food, gives your digestion time to adjust. After a week or two, many people move up to two servings. If you have a medical condition, are pregnant or take medication, talk to your doctor before adding any supplement to your routine.',
    ),
  ],
};
