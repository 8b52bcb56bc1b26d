import type { Testimonial } from '@nyiur/content';
import { Carousel } from '@nyiur/ui';
import { Section } from '../section/section';
import { VideoTile } from './video-tile';

/** Testimonials move on every 5 seconds (spec §9). */
export const TESTIMONIAL_AUTOPLAY_MS = 5000;

/** The customers' video testimonials, one at a time on a phone and two on a desktop. */
export function TestimonialsSection(props: {
  id: string;
  title: string;
  clips: readonly Testimonial[];
}) {
  const { id, title, clips } = props;
  return (
    <Section id={id} title={title} centred>
      <Carousel label={title} autoplay={TESTIMONIAL_AUTOPLAY_MS} perView={{ base: 1, desktop: 2 }}>
        {clips.map((clip) => (
          <VideoTile key={clip.id} clip={clip} />
        ))}
      </Carousel>
    </Section>
  );
}
