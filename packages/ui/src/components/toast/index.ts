export { Toaster } from './toaster';
export type { ToasterProps } from './toaster';
export { toast, TOAST_DURATION, useToastRaised } from './toast-store';
export type { ToastOptions, ToastTone } from './toast-store';
