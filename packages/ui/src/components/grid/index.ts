export { Grid } from './grid';
export type { GridProps } from './grid';
