/**
 * A value per viewport band, used for columns and slides per view. Bands start at:
 * base 0, tablet 481 px, desktop 769 px (above mobile mode), wide 1025 px.
 */
export type Responsive<T> = { base?: T; tablet?: T; desktop?: T; wide?: T };

export type ResponsiveCount = 1 | 2 | 3 | 4 | 5 | 6;

const BANDS = ['base', 'tablet', 'desktop', 'wide'] as const;

/** Class names such as "desktop3" looked up in a CSS module, for each band that is set. */
export function responsiveClasses(
  styles: Readonly<Record<string, string>>,
  value: Responsive<ResponsiveCount>,
): string[] {
  return BANDS.flatMap((band) => {
    const count = value[band];
    const name = count === undefined ? undefined : styles[`${band}${count}`];
    return name ? [name] : [];
  });
}
