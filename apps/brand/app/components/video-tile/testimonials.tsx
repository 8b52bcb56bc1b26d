import { testimonials } from '@nyiur/content';
import { Carousel } from '@nyiur/ui';
import { Section } from '../section/section';
import { VideoTile } from './video-tile';

/** Testimonials move on every 5 seconds (spec §9). */
export const TESTIMONIAL_AUTOPLAY_MS = 5000;

/** The customers' video testimonials, one at a time on a phone and two on a desktop. */
export function TestimonialsSection({ id, title }: { id: string; title: string }) {
  return (
    <Section id={id} title={title} centred>
      <Carousel label={title} autoplay={TESTIMONIAL_AUTOPLAY_MS} perView={{ base: 1, desktop: 2 }}>
        {testimonials.map((clip) => (
          <VideoTile key={clip.id} clip={clip} />
        ))}
      </Carousel>
    </Section>
  );
}
