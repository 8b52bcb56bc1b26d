export { LoadingOverlay } from './loading-overlay';
export type { LoadingOverlayProps } from './loading-overlay';
