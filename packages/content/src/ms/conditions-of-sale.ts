export { conditionsOfSale } from '../conditions-of-sale';
