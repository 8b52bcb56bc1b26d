export { Sheet } from './sheet';
export type { SheetProps } from './sheet';
