/**
 * The one call every page makes, on its own: a page's code reads the shop settings with this
 * entry, so it loads only that call's schemas (written with valibot) and not the whole contract
 * (every call, on zod) that `@nyiur/api` builds when it loads.
 */
export { shopSettingsPublic, type PublicShopSettings } from './calls/shop-settings';
