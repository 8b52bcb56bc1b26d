export { StatusPill } from './status-pill';
export type { StatusPillProps } from './status-pill';
