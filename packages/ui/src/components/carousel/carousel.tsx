import { Children, Suspense, lazy, useCallback, useEffect, useId, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { responsiveProperties } from '../../lib/responsive';
import type { Responsive, ResponsiveCount } from '../../lib/responsive';
import { useMediaQuery } from '../../lib/use-media-query';
import { mediaQueries } from '../../styles/breakpoints';
import type { CarouselApi, CarouselEngineProps } from './carousel-engine';
import styles from './carousel.module.css';

type Engine = (props: CarouselEngineProps) => ReactNode;
let loadedEngine: Engine | null = null;
const loadEngine = async (): Promise<Engine> =>
  (loadedEngine ??= (await import('./carousel-engine')).CarouselEngine);
/** A thenable that calls back at once: React.lazy then renders without suspending. */
const settled = <T,>(value: T) =>
  ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>;
// Embla is not part of the page's first load: it comes when the carousel is needed (below).
const CarouselEngine = lazy(() =>
  loadedEngine
    ? settled({ default: loadedEngine })
    : loadEngine().then((engine) => ({ default: engine })),
);

/** Loads the carousel's engine ahead of time (tests, or a page that knows it needs it now). */
export async function preloadCarouselEngine(): Promise<void> {
  await loadEngine();
}

/** What a visitor does that shows they are using the page, not only looking at its first view. */
const ENGAGING_EVENTS = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'keydown', 'focusin'];
let engaged = false;
const whenEngaged = new Set<() => void>();

function engage() {
  if (engaged) return;
  engaged = true;
  for (const event of ENGAGING_EVENTS) window.removeEventListener(event, engage, true);
  for (const callback of whenEngaged) callback();
  whenEngaged.clear();
}

/**
 * True once the visitor has scrolled, pointed, pressed or typed anywhere on the page (or the
 * page was already scrolled when it hydrated): from then on, for the rest of the document's
 * life, so a carousel rendered on a later client-side visit counts the page as engaged.
 */
function useEngaged(): boolean {
  const [value, setValue] = useState(engaged);
  useEffect(() => {
    if (value) return;
    if (engaged || window.scrollY > 0) {
      engage();
      setValue(true);
      return;
    }
    if (whenEngaged.size === 0) {
      for (const event of ENGAGING_EVENTS) {
        window.addEventListener(event, engage, { capture: true, passive: true });
      }
    }
    const callback = () => setValue(true);
    whenEngaged.add(callback);
    return () => {
      whenEngaged.delete(callback);
    };
  }, [value]);
  return value;
}

/**
 * True once the element has met the observer's terms: `rootMargin` to reach ahead of the
 * visible area, `threshold` for the share of it that must be on screen (at once without
 * IntersectionObserver).
 */
function useSeen(element: HTMLElement | null, terms: IntersectionObserverInit): boolean {
  const [seen, setSeen] = useState(false);
  const { rootMargin, threshold } = terms;
  useEffect(() => {
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const least = typeof threshold === 'number' ? threshold : 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= least)) {
          setSeen(true);
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, rootMargin, threshold]);
  return seen;
}

/** Within a screen's height of the visible area. */
const NEAR: IntersectionObserverInit = { rootMargin: '100% 0px' };
/** At least half on screen. */
const SHOWN: IntersectionObserverInit = { threshold: 0.5 };

/**
 * When the carousel's engine (and so its controls) is needed. One that moves by itself, once
 * it is near the screen. Any other, once at least half of it is on screen, or once it is near
 * and the visitor is using the page: the edge of a carousel peeking out at the bottom of a
 * phone's first view does not fetch Embla with the page, but the first scroll or touch does,
 * before the carousel is in view. Once an earlier carousel has loaded the engine, any carousel
 * near the screen runs it.
 */
function useEngineNeeded(viewport: HTMLElement | null, autoplay: boolean): boolean {
  const near = useSeen(viewport, NEAR);
  const shown = useSeen(viewport, SHOWN);
  const engagedNow = useEngaged();
  return shown || (near && (autoplay || engagedNow || loadedEngine !== null));
}

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
 * on screen, the controls disappear and it reads as a plain row. The controls come with the
 * engine (they can do nothing without it), so a page that has not needed the carousel yet
 * carries neither.
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
  // The viewport is known once the carousel is in the page (never in the prerender).
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const engineNeeded = useEngineNeeded(viewport, Boolean(autoplay));
  const [embla, setEmbla] = useState<CarouselApi | undefined>(undefined);

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
        className,
      )}
      style={responsiveProperties('carousel', perView)}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* data-engine says whether the engine has been asked for: tests read it at once. */}
      <div
        className={styles.viewport}
        ref={setViewport}
        data-carousel-viewport=""
        data-engine={engineNeeded ? 'wanted' : 'idle'}
      >
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
      {viewport && engineNeeded && (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            loop={loop ?? Boolean(autoplay)}
            autoplay={autoplay}
            onApi={setEmbla}
            controls={
              scrollable && (showArrows || showDots || autoplay)
                ? {
                    trackId,
                    arrows: showArrows,
                    dots: showDots,
                    paused: autoplay ? paused : undefined,
                    onPause: setUserPaused,
                    selected,
                    snapCount,
                    canPrev,
                    canNext,
                    instant: reducedMotion,
                  }
                : null
            }
          />
        </Suspense>
      )}
    </section>
  );
}
