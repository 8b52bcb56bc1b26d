// Every Malay page module, for `page-copy.ts` and the shape test.
export { blogArticles } from './blog-articles';
export { brandStoryPage } from './brand-story-page';
export { conditionsOfSale } from './conditions-of-sale';
export { connectPage, medicalDisclaimer } from './connect-page';
export { faqPage } from './faq';
export { homePage } from './home-page';
export { leanEssentialsLanding } from './leanessentials-landing';
export { lifestyleAffiliatePage } from './lifestyle-affiliate-page';
export { privacyPolicy } from './privacy-policy';
export { productDisplays } from './product-displays';
export { refundPolicy } from './refund-policy';
export {
  blogArticleCopy,
  communityBlogCopy,
  contactCopy,
  freeSampleCopy,
  notFoundCopy,
  policyPageCopy,
} from './site-page-copy';
export { shortClips, testimonials } from './testimonials';
export { whyMctPage } from './why-mct-page';
