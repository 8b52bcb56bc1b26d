import { useEffect, useState } from 'react';
import { siteConfig } from '@nyiur/content';
import styles from './announcement-bar.module.css';

/** The bar's slides advance every 3.5 s (spec §9). */
export const ANNOUNCEMENT_AUTOPLAY_MS = 3500;

/** The announcement first, then the shipping facts of spec §1. */
export const announcements: readonly string[] = [
  siteConfig.announcement,
  'Free shipping for orders over RM200',
  'Delivery in 5 - 7 working days across Malaysia',
];

/** The strip above the topbar, rotating its messages; hovering or focusing pauses it. */
export function AnnouncementBar() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || announcements.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((value) => (value + 1) % announcements.length),
      ANNOUNCEMENT_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <section
      className={styles.bar}
      aria-roledescription="carousel"
      aria-label="Announcements"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {announcements.map((text, position) => (
        <p
          key={text}
          className={styles.slide}
          aria-roledescription="slide"
          aria-hidden={position !== index}
          data-active={position === index || undefined}
        >
          {text}
        </p>
      ))}
    </section>
  );
}
