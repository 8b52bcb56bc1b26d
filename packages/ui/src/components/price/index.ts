export { Price } from './price';
export type { PriceProps } from './price';
