import type { Testimonial } from '@nyiur/content';
import { Section } from '../section/section';
import styles from './short-clips.module.css';
import { VideoTile } from './video-tile';

/** The short vertical clips, in a muted section of their own. */
export function ShortClipsSection(props: {
  id: string;
  title: string;
  clips: readonly Testimonial[];
}) {
  const { id, title, clips } = props;
  return (
    <Section id={id} title={title} tone="muted">
      <ul className={styles.shorts}>
        {clips.map((clip) => (
          <li key={clip.id}>
            <VideoTile clip={clip} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
