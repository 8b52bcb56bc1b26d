import type { Testimonial } from '@nyiur/content';
import { VideoCard } from '@nyiur/ui';
import { MediaImage } from '../media-image/media-image';
import styles from './video-tile.module.css';

export interface VideoTileProps {
  readonly clip: Testimonial;
  readonly headingLevel?: 'h3' | 'h4';
}

/**
 * A testimonial or short clip: the design system's VideoCard (nothing loads before play) when
 * the clip exists; until then its poster with title, caption and who posted it.
 */
export function VideoTile({ clip, headingLevel: Heading = 'h3' }: VideoTileProps) {
  if (clip.video) {
    return (
      <VideoCard
        src={clip.video}
        poster={clip.poster}
        title={clip.title}
        description={`${clip.desc} ${clip.name} · ${clip.address}`}
        {...(clip.captions ? { captionsSrc: clip.captions } : {})}
      />
    );
  }
  const portrait = clip.poster.height > clip.poster.width;
  return (
    <figure className={styles.tile}>
      <div className={`${styles.frame} ${portrait ? styles.portrait : styles.landscape}`}>
        <MediaImage
          image={clip.poster}
          className={styles.media}
          sizes="(max-width: 768px) 50vw, 18rem"
        />
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
