import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { PlayIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './video-card.module.css';

export type VideoCardProps = {
  /** The video file's address. Nothing is downloaded until the person presses play. */
  src: string;
  /** MIME type of the file, e.g. "video/mp4". */
  type?: string;
  /** The still shown first; its size is always set. */
  poster: { src: string; width: number; height: number };
  /** Names the play button ("Play video: …") and heads the caption. */
  title: string;
  description?: ReactNode;
  /** A WebVTT captions file, when there is one. */
  captionsSrc?: string;
  captionsLang?: string;
  className?: string;
};

/**
 * A poster with a play button; pressing it swaps in the video with native controls, starts it
 * and moves focus to it. Nothing loads before that. The button waits, disabled, until React owns
 * the prerendered page, so an early press is never silently lost.
 */
export function VideoCard({
  src,
  type = 'video/mp4',
  poster,
  title,
  description,
  captionsSrc,
  captionsLang = 'en',
  className,
}: VideoCardProps) {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!playing || !video) return;
    video.focus();
    // Browsers may refuse to start (data saver, autoplay rules); the controls stay usable.
    void video.play()?.catch(() => {});
  }, [playing]);

  return (
    <figure className={cx(styles.card, className)}>
      <div className={styles.frame}>
        {playing ? (
          <video
            ref={videoRef}
            className={styles.video}
            poster={poster.src}
            width={poster.width}
            height={poster.height}
            controls
            playsInline
            preload="auto"
            aria-label={title}
            tabIndex={-1}
          >
            <source src={src} type={type} />
            {captionsSrc && (
              <track
                kind="captions"
                src={captionsSrc}
                srcLang={captionsLang}
                label="Captions"
                default
              />
            )}
          </video>
        ) : (
          <>
            <img
              className={styles.poster}
              src={poster.src}
              width={poster.width}
              height={poster.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <button
              type="button"
              className={styles.play}
              aria-label={`Play video: ${title}`}
              disabled={!hydrated}
              onClick={() => setPlaying(true)}
            >
              <span className={styles.playIcon}>
                <PlayIcon />
              </span>
            </button>
          </>
        )}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </figcaption>
    </figure>
  );
}
