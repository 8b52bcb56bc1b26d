import type { MediaRef } from './media-ref';
import { clip, poster } from './testimonial-media';

/**
 * The brand's own short clips (made from its illustrations by scripts/make-brand-clips.sh) with
 * captions in our words. Customers' clips, once they agree to their publication, are added the
 * same way with their name and town.
 */
export interface Testimonial {
  readonly id: string;
  readonly name: string;
  readonly username: string;
  /** Town or city shown under the name. */
  readonly address: string;
  readonly title: string;
  readonly desc: string;
  /** The clip's URL (MP4), or null to show the poster on its own. */
  readonly video: string | null;
  /** Its WebVTT captions. */
  readonly captions: string | null;
  readonly poster: MediaRef;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'morning-routine',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Petaling Jaya',
    title: 'A five-minute morning',
    desc: 'A sachet of Lemon Blast with breakfast, before the commute.',
    ...clip('morning-routine'),
    poster: poster(
      'brand/poster-morning.svg',
      'A glass of lemon drink on a breakfast table',
      false,
    ),
  },
  {
    id: 'after-training',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Shah Alam',
    title: 'Shake after the gym',
    desc: 'A Chocolate Rapture shake in the changing room after training.',
    ...clip('after-training'),
    poster: poster('brand/poster-training.svg', 'A shaker bottle next to running shoes', false),
  },
  {
    id: 'work-desk',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Kuching',
    title: 'Desk drawer essentials',
    desc: 'A few sachets kept in the office drawer for long afternoons.',
    ...clip('work-desk'),
    poster: poster('brand/poster-desk.svg', 'Sachets beside a laptop', false),
  },
];

/** Short vertical clips for the blog's shorts section and the home page's "more videos". */
export const shortClips: readonly Testimonial[] = [
  {
    id: 'pour-and-stir',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Kuala Lumpur',
    title: 'Pour, stir, done',
    desc: 'One sachet in 250 ml of water, start to finish.',
    ...clip('pour-and-stir'),
    poster: poster('brand/short-pour.svg', 'A sachet pouring into a glass', true),
  },
  {
    id: 'travel-pack',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Kota Kinabalu',
    title: 'Packing for a trip',
    desc: 'A week of sachets in a travel pouch.',
    ...clip('travel-pack'),
    poster: poster('brand/short-travel.svg', 'Sachets in a travel pouch', true),
  },
  {
    id: 'box-unpacking',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Penang',
    title: 'No plastic, just paper',
    desc: 'Opening a box with no plastic wrap.',
    ...clip('box-unpacking'),
    poster: poster('brand/short-unbox.svg', 'Hands opening a paper box', true),
  },
];
