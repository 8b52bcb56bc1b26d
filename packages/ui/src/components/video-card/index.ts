export { VideoCard } from './video-card';
export type { VideoCardProps } from './video-card';
