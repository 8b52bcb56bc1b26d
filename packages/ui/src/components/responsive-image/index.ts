export { ResponsiveImage } from './responsive-image';
export type { ImageSource, ResponsiveImageProps } from './responsive-image';
