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
const byLocale =
  <T>(english: T, malay: T) =>
  (locale: Locale): T =>
    locale === 'ms' ? malay : english;

export const homePageOf = byLocale(homePage, ms.homePage);
export const testimonialsOf = byLocale(testimonials, ms.testimonials);
export const shortClipsOf = byLocale(shortClips, ms.shortClips);
export const brandStoryPageOf = byLocale(brandStoryPage, ms.brandStoryPage);
export const whyMctPageOf = byLocale(whyMctPage, ms.whyMctPage);
export const faqPageOf = byLocale(faqPage, ms.faqPage);
export const connectPageOf = byLocale(connectPage, ms.connectPage);
export const medicalDisclaimerOf = byLocale(medicalDisclaimer, ms.medicalDisclaimer);
export const leanEssentialsLandingOf = byLocale(leanEssentialsLanding, ms.leanEssentialsLanding);
export const lifestyleAffiliatePageOf = byLocale(lifestyleAffiliatePage, ms.lifestyleAffiliatePage);
export const contactCopyOf = byLocale(en.contactCopy, ms.contactCopy);
export const freeSampleCopyOf = byLocale(en.freeSampleCopy, ms.freeSampleCopy);
export const notFoundCopyOf = byLocale(en.notFoundCopy, ms.notFoundCopy);
export const communityBlogCopyOf = byLocale(en.communityBlogCopy, ms.communityBlogCopy);
export const blogArticleCopyOf = byLocale(en.blogArticleCopy, ms.blogArticleCopy);
export const policyPageCopyOf = byLocale(en.policyPageCopy, ms.policyPageCopy);
export const conditionsOfSaleOf = byLocale(conditionsOfSale, ms.conditionsOfSale);
export const privacyPolicyOf = byLocale(privacyPolicy, ms.privacyPolicy);
export const refundPolicyOf = byLocale(refundPolicy, ms.refundPolicy);
export const blogArticlesOf = byLocale(blogArticles, ms.blogArticles);
export const productDisplaysOf = byLocale(productDisplays, ms.productDisplays);

/** The article at /community-blog/:blog in a language, or undefined. */
export const findBlogArticleIn = (locale: Locale, path: string): BlogArticle | undefined =>
  blogArticlesOf(locale).find((article) => article.path === path);

/** The product page at /mct/:name in a language, or undefined. */
export const findProductDisplayIn = (locale: Locale, path: string): ProductDisplay | undefined =>
  productDisplaysOf(locale).find((product) => product.path === path);
