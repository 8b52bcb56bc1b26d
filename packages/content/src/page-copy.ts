import type { Locale } from '@nyiur/domain';
import type { BlogArticle } from './blog-article';
import { blogArticles } from './blog-articles';
import { brandStoryPage } from './brand-story-page';
import { conditionsOfSale } from './conditions-of-sale';
import { connectPage } from './connect-page';
import { faqPage } from './faq';
import { homePage } from './home-page';
import { leanEssentialsLanding } from './leanessentials-landing';
import { lifestyleAffiliatePage } from './lifestyle-affiliate-page';
import { privacyPolicy } from './privacy-policy';
import type { ProductDisplay } from './product-display';
import { productDisplays } from './product-displays';
import { refundPolicy } from './refund-policy';
import { medicalDisclaimer } from './shipping-info';
import * as en from './site-page-copy';
import { shortClips, testimonials } from './testimonials';
import { whyMctPage } from './why-mct-page';
import * as ms from './ms/pages';

/** One page's copy in the language asked for: what a route's loader hands its page. */
const pick = <T>(locale: Locale, english: T, malay: T): T => (locale === 'ms' ? malay : english);

// Functions, not tables built at load: a page that needs one of them bundles only its copy.

export const homePageOf = (locale: Locale) => pick(locale, homePage, ms.homePage);
export const testimonialsOf = (locale: Locale) => pick(locale, testimonials, ms.testimonials);
export const shortClipsOf = (locale: Locale) => pick(locale, shortClips, ms.shortClips);
export const brandStoryPageOf = (locale: Locale) => pick(locale, brandStoryPage, ms.brandStoryPage);
export const whyMctPageOf = (locale: Locale) => pick(locale, whyMctPage, ms.whyMctPage);
export const faqPageOf = (locale: Locale) => pick(locale, faqPage, ms.faqPage);
export const connectPageOf = (locale: Locale) => pick(locale, connectPage, ms.connectPage);
export const medicalDisclaimerOf = (locale: Locale) =>
  pick(locale, medicalDisclaimer, ms.medicalDisclaimer);
export const leanEssentialsLandingOf = (locale: Locale) =>
  pick(locale, leanEssentialsLanding, ms.leanEssentialsLanding);
export const lifestyleAffiliatePageOf = (locale: Locale) =>
  pick(locale, lifestyleAffiliatePage, ms.lifestyleAffiliatePage);
export const contactCopyOf = (locale: Locale) => pick(locale, en.contactCopy, ms.contactCopy);
export const freeSampleCopyOf = (locale: Locale) =>
  pick(locale, en.freeSampleCopy, ms.freeSampleCopy);
export const notFoundCopyOf = (locale: Locale) => pick(locale, en.notFoundCopy, ms.notFoundCopy);
export const communityBlogCopyOf = (locale: Locale) =>
  pick(locale, en.communityBlogCopy, ms.communityBlogCopy);
export const blogArticleCopyOf = (locale: Locale) =>
  pick(locale, en.blogArticleCopy, ms.blogArticleCopy);
export const policyPageCopyOf = (locale: Locale) =>
  pick(locale, en.policyPageCopy, ms.policyPageCopy);
export const conditionsOfSaleOf = (locale: Locale) =>
  pick(locale, conditionsOfSale, ms.conditionsOfSale);
export const privacyPolicyOf = (locale: Locale) => pick(locale, privacyPolicy, ms.privacyPolicy);
export const refundPolicyOf = (locale: Locale) => pick(locale, refundPolicy, ms.refundPolicy);
export const blogArticlesOf = (locale: Locale) => pick(locale, blogArticles, ms.blogArticles);
export const productDisplaysOf = (locale: Locale) =>
  pick(locale, productDisplays, ms.productDisplays);

/** The article at /community-blog/:blog in a language, or undefined. */
export const findBlogArticleIn = (locale: Locale, path: string): BlogArticle | undefined =>
  blogArticlesOf(locale).find((article) => article.path === path);

/** The product page at /mct/:name in a language, or undefined. */
export const findProductDisplayIn = (locale: Locale, path: string): ProductDisplay | undefined =>
  productDisplaysOf(locale).find((product) => product.path === path);
