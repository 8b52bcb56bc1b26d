export { Stack } from './stack';
export type { SpaceStep, StackProps } from './stack';
