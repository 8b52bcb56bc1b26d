import { useShellTranslate, type ShellMessageId } from '../i18n/translate';
import { useEffect, useState } from 'react';
import { siteConfig } from '@nyiur/content';
import { useShopSettings } from '../queries/use-shop-settings';
import styles from './announcement-bar.module.css';

/** The bar's slides advance every 3.5 s (spec §9). */
export const ANNOUNCEMENT_AUTOPLAY_MS = 3500;

/** The shipping facts of spec §1, after the owner's announcement, in the page's language. */
const SHIPPING_FACTS: readonly ShellMessageId[] = [
  'announcements.freeShipping',
  'announcements.delivery',
];

/** The slides: the owner's announcement (none when cleared), then the shipping facts. */
export const announcementsOf = (
  announcement: string,
  shippingFacts: readonly string[],
): readonly string[] =>
  announcement.trim() === '' ? shippingFacts : [announcement, ...shippingFacts];

/**
 * The strip above the topbar, rotating its messages; hovering or focusing pauses it. The
 * prerendered page carries the brand's default announcement; the owner's text from the settings
 * replaces it once loaded.
 */
export function AnnouncementBar() {
  const settings = useShopSettings();
  const t = useShellTranslate();
  const announcements = announcementsOf(
    settings.data?.announcement ?? siteConfig.announcement,
    SHIPPING_FACTS.map((id) => t(id)),
  );
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = index % announcements.length;

  useEffect(() => {
    if (paused || announcements.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((value) => (value + 1) % announcements.length),
      ANNOUNCEMENT_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused, announcements.length]);

  return (
    <section
      className={styles.bar}
      aria-roledescription="carousel"
      aria-label={t('announcements.label')}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {announcements.map((text, position) => (
        <p
          key={`${position}-${text}`}
          className={styles.slide}
          aria-roledescription="slide"
          aria-hidden={position !== current}
          data-active={position === current || undefined}
        >
          {text}
        </p>
      ))}
    </section>
  );
}
