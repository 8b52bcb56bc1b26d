import { Children, useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { responsiveClasses } from '../../lib/responsive';
import type { Responsive, ResponsiveCount } from '../../lib/responsive';
import { useMediaQuery } from '../../lib/use-media-query';
import { mediaQueries } from '../../styles/breakpoints';
import { IconButton } from '../icon-button/icon-button';
import styles from './carousel.module.css';

export type CarouselProps = {
  /** Names the carousel region, e.g. "Ingredients". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides visible at once per viewport band, e.g. { base: 1, desktop: 5 }. */
  perView?: Responsive<ResponsiveCount>;
  /**
   * Milliseconds between automatic moves (spec: 5000 for testimonials, 3500 for announcements),
   * or omit for none. It pauses while pointed at or focused, never starts for people who ask
   * for reduced motion, and a button pauses or resumes it.
   */
  autoplay?: number;
  /** Wrap around from the last slide to the first (defaults to on with autoplay). */
  loop?: boolean;
  showArrows?: boolean;
  showDots?: boolean;
  gap?: 'none' | 'normal' | 'large';
  className?: string;
};

/**
 * A swipeable row of slides (Embla) with previous/next buttons and dots. When everything fits
 * on screen, the controls disappear and it reads as a plain row.
 */
export function Carousel({
  label,
  children,
  perView = { base: 1 },
  autoplay,
  loop,
  showArrows = true,
  showDots = true,
  gap = 'normal',
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = useMediaQuery(mediaQueries.reducedMotion);
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
    { loop: loop ?? Boolean(autoplay), align: 'start', containScroll: 'trimSnaps' },
    plugins,
  );

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    // A swipe is an interaction: automatic movement stops until the person resumes it.
    const onPointerDown = () => setUserPaused(true);
    sync();
    embla.on('select', sync).on('reInit', sync).on('pointerDown', onPointerDown);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('pointerDown', onPointerDown);
    };
  }, [embla]);

  const paused = userPaused ?? reducedMotion;
  const scrollable = snapCount > 1;
  const playing = Boolean(autoplay) && scrollable && !paused && !hovered && !focused;

  useEffect(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [embla, playing]);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  const id = useId();
  const trackId = `${id}-track`;

  return (
    <section
      className={cx(
        styles.carousel,
        gap === 'none' && styles.gapNone,
        gap === 'large' && styles.gapLarge,
        ...responsiveClasses(styles, perView),
        className,
      )}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewportRef} data-carousel-viewport="">
        <div
          id={trackId}
          className={styles.track}
          data-carousel-track=""
          aria-live={playing ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-carousel-slide={index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {scrollable && (showArrows || showDots || autoplay) && (
        <div className={styles.controls}>
          {autoplay && (
            <IconButton
              label={paused ? 'Play slides' : 'Pause slides'}
              size="sm"
              variant="outline"
              aria-controls={trackId}
              onClick={() => setUserPaused(!paused)}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </IconButton>
          )}
          {showArrows && (
            <IconButton
              label="Previous slide"
              size="sm"
              variant="outline"
              aria-controls={trackId}
              disabled={!canPrev}
              onClick={() => embla?.scrollPrev(reducedMotion)}
            >
              <ChevronLeftIcon />
            </IconButton>
          )}
          {showDots && (
            <ul className={styles.dots}>
              {Array.from({ length: snapCount }, (_, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={`Go to slide ${index + 1}`}
                    aria-current={index === selected ? 'true' : undefined}
                    aria-controls={trackId}
                    onClick={() => embla?.scrollTo(index, reducedMotion)}
                  />
                </li>
              ))}
            </ul>
          )}
          {showArrows && (
            <IconButton
              label="Next slide"
              size="sm"
              variant="outline"
              aria-controls={trackId}
              disabled={!canNext}
              onClick={() => embla?.scrollNext(reducedMotion)}
            >
              <ChevronRightIcon />
            </IconButton>
          )}
        </div>
      )}
    </section>
  );
}
