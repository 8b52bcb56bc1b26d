import type { MediaRef } from '@nyiur/content';
import { ResponsiveImage } from '@nyiur/ui';

export interface MediaImageProps {
  readonly image: MediaRef;
  /** Above the fold: load eagerly with high priority. Otherwise lazy. */
  readonly priority?: boolean;
  readonly className?: string;
  /** Layout width hint for the browser (`sizes`). */
  readonly sizes?: string;
  /** Decorative images are hidden from assistive technology. */
  readonly decorative?: boolean;
}

/**
 * An image of the content package drawn through the design system's ResponsiveImage: width and
 * height always set (no layout shift), lazy below the fold, eager and high-priority above it.
 */
export function MediaImage({
  image,
  priority = false,
  className,
  sizes,
  decorative = false,
}: MediaImageProps) {
  return (
    <ResponsiveImage
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      priority={priority}
      sizes={sizes}
      className={className}
    />
  );
}
