import type { Testimonial } from '@nyiur/content';
import { MediaImage } from '../media-image/media-image';
import styles from './video-tile.module.css';

export interface VideoTileProps {
  readonly clip: Testimonial;
  readonly headingLevel?: 'h3' | 'h4';
}

/**
 * A testimonial or short clip: the video (never autoplaying, loaded on demand) or, until a real
 * clip exists, its poster; then title, caption and who posted it.
 */
export function VideoTile({ clip, headingLevel: Heading = 'h3' }: VideoTileProps) {
  const portrait = clip.poster.height > clip.poster.width;
  return (
    <figure className={styles.tile}>
      <div className={`${styles.frame} ${portrait ? styles.portrait : styles.landscape}`}>
        {clip.video ? (
          <video
            className={styles.media}
            src={clip.video}
            poster={clip.poster.src}
            width={clip.poster.width}
            height={clip.poster.height}
            controls
            preload="none"
            playsInline
            aria-label={clip.title}
          />
        ) : (
          <MediaImage
            image={clip.poster}
            className={styles.media}
            sizes="(max-width: 768px) 85vw, 33vw"
          />
        )}
      </div>
      <figcaption className={styles.caption}>
        <Heading className={styles.title}>{clip.title}</Heading>
        <p className={styles.desc}>{clip.desc}</p>
        <p className={styles.who}>
          {clip.name} · {clip.address}
        </p>
      </figcaption>
    </figure>
  );
}
