import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './snap-carousel.module.css';

export interface SnapCarouselProps {
  /** Accessible name of the carousel region. */
  readonly label: string;
  /**
   * Slides visible at once above 768 px: 3 (default, a plain row when there are 3 or fewer) or 5.
   * Below that one slide shows, with a peek of the next.
   */
  readonly perView?: 3 | 5;
  /** Move to the next slide every this many ms (paused on hover, focus and by the Pause button). */
  readonly autoplayMs?: number;
  readonly children: ReactNode;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls a track by one slide; forward from the end wraps to the start. */
function stepTrack(element: HTMLElement | null, direction: 1 | -1) {
  const slide = element?.firstElementChild;
  if (!element || !(slide instanceof HTMLElement)) return;
  const width = slide.getBoundingClientRect().width;
  const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 4;
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior });
  else element.scrollBy({ left: direction * width, behavior });
}

/**
 * A swipeable row of slides with previous/next buttons, built on CSS scroll snapping so it
 * renders and scrolls before (and without) script. Optional autoplay wraps around at the end.
 */
export function SnapCarousel({ label, perView = 3, autoplayMs, children }: SnapCarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [playing, setPlaying] = useState(autoplayMs !== undefined);
  const [hovered, setHovered] = useState(false);
  const count = Children.count(children);

  const step = (direction: 1 | -1) => stepTrack(track.current, direction);

  useEffect(() => {
    if (!autoplayMs || !playing || hovered) return;
    const timer = window.setInterval(() => stepTrack(track.current, 1), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, playing, hovered]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <ul
        ref={track}
        className={`${styles.track} ${perView === 5 ? styles.five : styles.three}`}
        tabIndex={0}
        aria-live={playing ? 'off' : 'polite'}
      >
        {Children.map(children, (child, index) => (
          <li
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            {child}
          </li>
        ))}
      </ul>
      <div className={`${styles.controls} ${count > perView ? styles.always : ''}`}>
        <button
          type="button"
          className={styles.control}
          onClick={() => step(-1)}
          aria-label={`Previous: ${label}`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {autoplayMs !== undefined && (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? 'Pause' : 'Play'}
          </button>
        )}
        <button
          type="button"
          className={styles.control}
          onClick={() => step(1)}
          aria-label={`Next: ${label}`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
