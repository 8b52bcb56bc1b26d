// State
export type { LoginUser, SessionState, StoredToken } from './stores/session-store';
export {
  LOGIN_USER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  readStoredToken,
  syncSessionFromStorage,
  useIsLoggedIn,
  useSessionStore,
} from './stores/session-store';
export type { ViewportState } from './stores/viewport-store';
export {
  MOBILE_MAX_WIDTH,
  useIsMobile,
  useViewportStore,
  watchViewport,
} from './stores/viewport-store';
export type { LoadingState } from './stores/loading-store';
export { useIsLoading, useLoadingStore, withLoading } from './stores/loading-store';
export type { DrawerState } from './stores/drawer-store';
export { openCartDrawer, useDrawerStore } from './stores/drawer-store';
export type { RememberedVoucher, VoucherStoreState } from './stores/voucher-store';
export { useVoucherStore } from './stores/voucher-store';
export { lazyPart } from './lazy-part/lazy-part';
// Toasts are the design system's; re-exported so the apps import the chrome from one place.
export { toast, useHydrated } from '@nyiur/ui';
export { rememberSampleClaim, sampleClaimFor } from './sample-claim/sample-claim';

// API and server state
export type { CallData, CallInput, CallResult } from './api/api-client';
export { API_BASE_URL, ApiError, callApi } from './api/api-client';
export { errorMessageOf } from './api/error-message';
export { signInWithPassword, signOut, storeLogin } from './api/session-actions';
export { subscribeNewsletter } from './api/shop-api';
export { queryKeys } from './queries/query-keys';
export { useUser } from './queries/use-user';
export { useShopSettings } from './queries/use-shop-settings';
export { useProductOffer } from './queries/use-product-offer';
export { cartCountOf, useCart, useCartCount } from './cart/use-cart';
export type { AddToCartArgs } from './cart/use-add-to-cart';
export { addToCartLimit, useAddToCart } from './cart/use-add-to-cart';
export { useRemoveCartItem, useSetCartQuantity } from './cart/use-cart-mutations';

// Links and navigation
export type { AppLinkProps } from './app-link/app-link';
export { AppLink, isOwnPath } from './app-link/app-link';
export { carryToast } from './toasts/carried-toast';
export { AppContext, useCurrentApp } from './app-link/app-context';
export { useAppNavigate } from './app-link/use-app-navigate';

// Languages: the page's language, its messages, the switch
export type { MessageValues, ShellMessageId, Translate } from './i18n/translate';
export { useShellTranslate, useTranslate } from './i18n/translate';
export { useLocale } from './i18n/use-locale';
export { requestLocale } from './i18n/request-locale';
export type { CatalogueLoaders } from './i18n/part-messages';
export { partMessages } from './i18n/part-messages';
export { LOCALE_COOKIE, rememberLocale } from './i18n/remember-locale';
export type { LocaleHandle } from './i18n/locale-pages';
export type { Messages as CompiledMessages } from '@lingui/core';
export {
  LocaleMessages,
  LocalePages,
  localeI18n,
  metaTranslate,
  useI18n,
} from './i18n/locale-pages';
export type { MenuLabel, MenuLink, SiteMenu } from './navigation/site-menus';
export { hasTransparentTopbar, menuLabel, policyLinks, siteMenus } from './navigation/site-menus';

// Chrome
export type { ShellProvidersProps } from './layout/shell-providers';
export { ShellProviders } from './layout/shell-providers';
export { HYDRATED_MARK } from './layout/hydrated-mark';
export { CheckoutLayout, ShellLayout } from './layout/shell-layout';
export { SiteApp, SiteDocument } from './layout/site-document';
export { RootErrorBoundary } from './error-boundary/root-error-boundary';
export { Topbar } from './topbar/topbar';
export { LanguageSwitch } from './language-switch/language-switch';
export { AnnouncementBar } from './announcement-bar/announcement-bar';
export { CartDrawer, cartTitle } from './cart-drawer/cart-drawer';
export { MobileMenu } from './mobile-menu/mobile-menu';
export { Footer, NewsletterForm } from './footer/footer';
export { BackToTop } from './back-to-top/back-to-top';
export { GlobalLoadingOverlay } from './loading-overlay/global-loading-overlay';
export { CheckoutTopbar } from './checkout-topbar/checkout-topbar';

// Search and sharing: head tags and structured data of public pages
export type { MetaPlace, PageSeo } from './seo/page-meta';
export { languageAlternates, metaLocale, pageMeta } from './seo/page-meta';
export { absoluteUrl } from './seo/site-origin';
export type { ArticleFacts, JsonLd } from './seo/json-ld';
export { articleJsonLd, organizationJsonLd, productJsonLd } from './seo/json-ld';
