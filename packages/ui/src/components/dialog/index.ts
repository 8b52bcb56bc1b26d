export { Dialog, DialogClose } from './dialog';
export type { DialogProps } from './dialog';
