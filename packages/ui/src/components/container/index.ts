export { Container } from './container';
export type { ContainerProps, ContainerSize } from './container';
