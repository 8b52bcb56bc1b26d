import { useEffect, useMemo } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';

/** Embla's API for one carousel, once it runs. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselEngineProps {
  /** The carousel's clipped viewport, holding the track of slides. */
  readonly viewport: HTMLElement;
  readonly loop: boolean;
  /** Milliseconds between automatic moves, or none. */
  readonly autoplay: number | undefined;
  readonly onApi: (api: CarouselApi | undefined) => void;
}

/**
 * Embla on a carousel's viewport. Loaded after the page (the carousel's markup does not need
 * it): until it runs, the slides show as a row without controls, as the prerendered page does.
 */
export function CarouselEngine({ viewport, loop, autoplay, onApi }: CarouselEngineProps) {
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            Autoplay({
              delay: autoplay,
              playOnInit: false,
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [autoplay],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop, align: 'start', containScroll: 'trimSnaps' },
    plugins,
  );
  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewportRef, viewport]);
  useEffect(() => {
    onApi(embla);
    return () => onApi(undefined);
  }, [embla, onApi]);
  return null;
}
