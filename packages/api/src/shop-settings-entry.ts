/**
 * The one call every page makes, on its own: a page's code reads the shop settings with this
 * entry, so it loads only the schemas of that call and not the whole contract (every call, the
 * admin's too) that `@nyiur/api` builds when it loads.
 */
export { envelope } from './envelope';
export { shopSettingsPublic, type PublicShopSettings } from './calls/shop-settings';
