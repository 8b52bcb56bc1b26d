import { media, type MediaRef } from './media-ref';

/**
 * Sample content. Real testimonials are customer content: replace these with clips and captions
 * the customers have agreed to publish. The captions below are our own placeholders.
 */
export interface Testimonial {
  readonly id: string;
  readonly sample: true;
  readonly name: string;
  readonly username: string;
  /** Town or city shown under the name. */
  readonly address: string;
  readonly title: string;
  readonly desc: string;
  /** A video file URL once real clips exist; until then the poster is shown on its own. */
  readonly video: string | null;
  readonly poster: MediaRef;
}

const poster = (file: string, alt: string, portrait: boolean): MediaRef =>
  portrait ? media(file, alt, 540, 960) : media(file, alt, 1280, 720);

export const testimonials: readonly Testimonial[] = [
  {
    id: 'morning-routine',
    sample: true,
    name: 'Sample Customer A',
    username: '@sample.morning',
    address: 'Petaling Jaya',
    title: 'My five-minute morning',
    desc: 'Sample caption: a sachet of Lemon Blast with breakfast before the commute.',
    video: null,
    poster: poster(
      'brand/poster-morning.svg',
      'A glass of lemon drink on a breakfast table',
      false,
    ),
  },
  {
    id: 'after-training',
    sample: true,
    name: 'Sample Customer B',
    username: '@sample.training',
    address: 'Shah Alam',
    title: 'Shake after the gym',
    desc: 'Sample caption: a Chocolate Rapture shake in the changing room after training.',
    video: null,
    poster: poster('brand/poster-training.svg', 'A shaker bottle next to running shoes', false),
  },
  {
    id: 'work-desk',
    sample: true,
    name: 'Sample Customer C',
    username: '@sample.desk',
    address: 'Kuching',
    title: 'Desk drawer essentials',
    desc: 'Sample caption: a few sachets kept in the office drawer for long afternoons.',
    video: null,
    poster: poster('brand/poster-desk.svg', 'Sachets beside a laptop', false),
  },
];

/** Short vertical clips for the blog's shorts section and the home page's "more videos". */
export const shortClips: readonly Testimonial[] = [
  {
    id: 'pour-and-stir',
    sample: true,
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Kuala Lumpur',
    title: 'Pour, stir, done',
    desc: 'Sample clip: one sachet in 250 ml of water, start to finish.',
    video: null,
    poster: poster('brand/short-pour.svg', 'A sachet pouring into a glass', true),
  },
  {
    id: 'travel-pack',
    sample: true,
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Kota Kinabalu',
    title: 'Packing for a trip',
    desc: 'Sample clip: a week of sachets in a travel pouch.',
    video: null,
    poster: poster('brand/short-travel.svg', 'Sachets in a travel pouch', true),
  },
  {
    id: 'box-unpacking',
    sample: true,
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Penang',
    title: 'No plastic, just paper',
    desc: 'Sample clip: opening a box with no plastic wrap.',
    video: null,
    poster: poster('brand/short-unbox.svg', 'Hands opening a paper box', true),
  },
];
