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
