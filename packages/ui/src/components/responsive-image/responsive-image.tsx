import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import styles from './responsive-image.module.css';

export type ImageSource = {
  srcSet: string;
  /** e.g. "image/avif", "image/webp". */
  type?: string;
  media?: string;
  sizes?: string;
};

export type ResponsiveImageProps = Omit<
  ComponentPropsWithRef<'img'>,
  'width' | 'height' | 'alt' | 'src' | 'loading'
> & {
  src: string;
  /** Required: describe the image, or "" when it is decorative. */
  alt: string;
  /** Intrinsic size in px; always set so the page does not jump while it loads. */
  width: number;
  height: number;
  /** Above-the-fold images (hero banners): load eagerly with high priority. */
  priority?: boolean;
  /** Alternative formats or art direction, tried before `src`. */
  sources?: readonly ImageSource[];
  fit?: 'natural' | 'cover' | 'contain';
  rounded?: boolean;
};

/**
 * An image with its dimensions always set and lazy loading unless `priority`. Pass srcSet and
 * sizes for resolution switching, or `sources` for other formats.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  priority = false,
  sources,
  fit = 'natural',
  rounded = false,
  className,
  decoding = 'async',
  ...props
}: ResponsiveImageProps) {
  const img = (
    <img
      {...props}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : props.fetchPriority}
      decoding={priority ? 'sync' : decoding}
      className={cx(
        styles.image,
        fit === 'cover' && styles.cover,
        fit === 'contain' && styles.contain,
        rounded && styles.rounded,
        className,
      )}
    />
  );
  if (!sources || sources.length === 0) return img;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source
          key={`${source.type ?? ''}${source.media ?? ''}${source.srcSet}`}
          srcSet={source.srcSet}
          type={source.type}
          media={source.media}
          sizes={source.sizes}
        />
      ))}
      {img}
    </picture>
  );
}
