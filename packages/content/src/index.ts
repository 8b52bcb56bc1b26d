export { MEDIA_URL_PREFIX, mediaUrl, mediaFileOf } from './media-ref';
export type { MediaRef } from './media-ref';

export {
  catalogue,
  products,
  combos,
  findCatalogueItem,
  findCatalogueItemBySlug,
  requireCatalogueItem,
  ESSENTIALS_WEIGHT_GRAMS,
  LEANESSENTIALS_WEIGHT_GRAMS,
} from './catalogue';
export type { CatalogueItem, CatalogueKind } from './catalogue';

export { siteConfig, brandStoryPath, copyrightLine, STORY_PATHS, whyMctPath } from './site-config';
export type { SiteConfig } from './site-config';

export { pickupLocations } from './pickup-locations';
export type { PickupLocation } from './pickup-locations';

export { referral } from './referral';

export { ingredients, ingredientIcon } from './ingredients';
export type { Ingredient, IngredientKey } from './ingredients';

export { productDisplays, findProductDisplay } from './product-displays';
export { essentialsProduct } from './product-essentials';
export { leanEssentialsProduct, LEANESSENTIALS_SERVINGS } from './product-leanessentials';
export type {
  ProductDisplay,
  ProductPath,
  ProductFeatureImage,
  ProductSupplementTile,
  ProductSachetTile,
  SupplementFacts,
  SupplementFactRow,
  AccordionSection,
} from './product-display';
export { productPagePath } from './product-display';

export type { PageMeta } from './page-meta';

export {
  foundationalBenefits,
  sustainability,
  inHouseFormulation,
  preparation,
} from './brand-foundations';
export type { FoundationalBenefit, BenefitKey, Sustainability } from './brand-foundations';

export { homePage } from './home-page';
export type { HomePage, Banner, ComparisonTable, AccordionItem } from './home-page';

export { leanEssentialsLanding } from './leanessentials-landing';
export type { LeanEssentialsLanding } from './leanessentials-landing';

export { brandStoryPage } from './brand-story-page';
export type { BrandStoryPage, ProductBox } from './brand-story-page';

export { whyMctPage } from './why-mct-page';
export type { WhyMctPage } from './why-mct-page';

export { lifestyleAffiliatePage } from './lifestyle-affiliate-page';
export type { LifestyleAffiliatePage } from './lifestyle-affiliate-page';

export { connectPage } from './connect-page';
export type { ConnectPage } from './connect-page';

export { testimonials, shortClips } from './testimonials';
export type { Testimonial } from './testimonials';

export {
  blogArticles,
  findBlogArticle,
  articlesInCategory,
  publishArticles,
} from './blog-articles';
export { blogCategories } from './blog-article';
export type {
  BlogArticle,
  BlogArticleSource,
  BlogAuthor,
  BlogCategory,
  BlogLabel,
  ArticleBlock,
} from './blog-article';
export { founderAuthor, editorialAuthor } from './blog-authors';
export {
  articleStringOf,
  countWords,
  readMinutesOf,
  publishArticle,
  WORDS_PER_MINUTE,
} from './article-text';

export { policyText } from './policy-document';
export type { PolicyDocument, PolicySection, PolicyBlock } from './policy-document';
export { conditionsOfSale } from './conditions-of-sale';
export { privacyPolicy } from './privacy-policy';
export { refundPolicy } from './refund-policy';
export { shippingInfo, medicalDisclaimer } from './shipping-info';
export { faqPage } from './faq';
export type { FaqPage, FaqItem, FaqTopic } from './faq';

export { comboPackages } from './combo-packages';
export type { ComboLabels, ComboPackage } from './combo-packages';
export {
  productsPage,
  communityBlogPage,
  freeSamplePage,
  contactPage,
  newsletterCopy,
  notFoundPage,
} from './site-pages';

export {
  blogArticleCopy,
  communityBlogCopy,
  contactCopy,
  fillIn,
  freeSampleCopy,
  notFoundCopy,
  policyPageCopy,
} from './site-page-copy';
export type {
  BlogArticleCopy,
  CommunityBlogCopy,
  ContactCopy,
  FreeSampleCopy,
  NotFoundCopy,
  PolicyPageCopy,
} from './site-page-copy';
export {
  blogArticleCopyOf,
  blogArticlesOf,
  brandStoryPageOf,
  communityBlogCopyOf,
  conditionsOfSaleOf,
  connectPageOf,
  contactCopyOf,
  faqPageOf,
  findBlogArticleIn,
  findProductDisplayIn,
  freeSampleCopyOf,
  homePageOf,
  leanEssentialsLandingOf,
  lifestyleAffiliatePageOf,
  medicalDisclaimerOf,
  notFoundCopyOf,
  policyPageCopyOf,
  privacyPolicyOf,
  productDisplaysOf,
  refundPolicyOf,
  shortClipsOf,
  testimonialsOf,
  whyMctPageOf,
} from './page-copy';
