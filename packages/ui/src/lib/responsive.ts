/**
 * A value per viewport band, used for columns and slides per view. Bands start at:
 * base 0, tablet 481 px, desktop 769 px (above mobile mode), wide 1025 px.
 */
export type Responsive<T> = { base?: T; tablet?: T; desktop?: T; wide?: T };

export type ResponsiveCount = 1 | 2 | 3 | 4 | 5 | 6;

const BANDS = ['base', 'tablet', 'desktop', 'wide'] as const;

/**
 * A custom property for each band that is set, such as `--carousel-desktop: 3`, for a stylesheet
 * that reads them in its media queries.
 */
export function responsiveProperties(
  prefix: string,
  value: Responsive<ResponsiveCount>,
): Record<`--${string}`, number> {
  return Object.fromEntries(
    BANDS.flatMap((band) => {
      const count = value[band];
      return count === undefined ? [] : [[`--${prefix}-${band}`, count]];
    }),
  );
}
