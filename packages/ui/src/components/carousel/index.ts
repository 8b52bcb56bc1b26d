export { Carousel, preloadCarouselEngine } from './carousel';
export type { CarouselProps } from './carousel';
