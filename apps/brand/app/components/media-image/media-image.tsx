import type { MediaRef } from '@nyiur/content';

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
 * An image of the content package at its slot size: width and height always set (no layout
 * shift), lazy below the fold, eager and high-priority above it.
 */
export function MediaImage({
  image,
  priority = false,
  className,
  sizes,
  decorative = false,
}: MediaImageProps) {
  return (
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      sizes={sizes}
      className={className}
    />
  );
}
