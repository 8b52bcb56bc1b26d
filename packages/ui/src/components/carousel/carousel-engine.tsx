import { useEffect, useMemo } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../icons/icons';
import { IconButton } from '../icon-button/icon-button';
import styles from './carousel.module.css';

/** Embla's API for one carousel, once it runs. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** What the carousel's controls show, kept by the carousel (the engine only draws them). */
export interface CarouselControls {
  /** The id of the track of slides the controls move. */
  readonly trackId: string;
  readonly arrows: boolean;
  readonly dots: boolean;
  /** For a carousel that moves by itself: whether it is paused (the button's state). */
  readonly paused: boolean | undefined;
  readonly onPause: (paused: boolean) => void;
  readonly selected: number;
  readonly snapCount: number;
  readonly canPrev: boolean;
  readonly canNext: boolean;
  /** Jump without the slide animation (reduced motion asked for). */
  readonly instant: boolean;
}

export interface CarouselEngineProps {
  /** The carousel's clipped viewport, holding the track of slides. */
  readonly viewport: HTMLElement;
  readonly loop: boolean;
  /** Milliseconds between automatic moves, or none. */
  readonly autoplay: number | undefined;
  readonly onApi: (api: CarouselApi | undefined) => void;
  /** The controls to show under the slides, or null while every slide fits. */
  readonly controls: CarouselControls | null;
}

/**
 * Embla on a carousel's viewport, and the controls under it. Loaded when the carousel is needed
 * (the carousel's markup does not need it): until it runs, the slides show as a row without
 * controls, as the prerendered page does.
 */
export function CarouselEngine({ viewport, loop, autoplay, onApi, controls }: CarouselEngineProps) {
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
  return controls && embla ? <Controls embla={embla} {...controls} /> : null;
}

/** Play/pause (for a carousel that moves by itself), previous, the dots, next. */
function Controls({
  embla,
  trackId,
  arrows,
  dots,
  paused,
  onPause,
  selected,
  snapCount,
  canPrev,
  canNext,
  instant,
}: CarouselControls & { readonly embla: CarouselApi }) {
  /** The button to the previous or the next slide; disabled at either end. */
  const arrow = (to: 'previous' | 'next') => {
    const next = to === 'next';
    return (
      <IconButton
        label={next ? 'Next slide' : 'Previous slide'}
        size="sm"
        variant="outline"
        aria-controls={trackId}
        disabled={next ? !canNext : !canPrev}
        onClick={() => (next ? embla.scrollNext(instant) : embla.scrollPrev(instant))}
      >
        {next ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </IconButton>
    );
  };
  return (
    <div className={styles.controls}>
      {paused !== undefined && (
        <IconButton
          label={paused ? 'Play slides' : 'Pause slides'}
          size="sm"
          variant="outline"
          aria-controls={trackId}
          onClick={() => onPause(!paused)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
      )}
      {arrows && arrow('previous')}
      {dots && (
        <ul className={styles.dots}>
          {Array.from({ length: snapCount }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                aria-controls={trackId}
                onClick={() => embla.scrollTo(index, instant)}
              />
            </li>
          ))}
        </ul>
      )}
      {arrows && arrow('next')}
    </div>
  );
}
