export { Input } from './input';
export type { InputProps } from './input';
