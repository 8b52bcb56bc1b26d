import { clip, poster } from '../testimonial-media';
import type { Testimonial } from '../testimonials';

export type { Testimonial } from '../testimonials';

export const testimonials: readonly Testimonial[] = [
  {
    id: 'morning-routine',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Petaling Jaya',
    title: 'Pagi lima minit',
    desc: 'Satu sachet Lemon Blast bersama sarapan, sebelum bertolak ke tempat kerja.',
    ...clip('morning-routine'),
    poster: poster('brand/poster-morning.svg', 'Segelas minuman lemon di atas meja sarapan', false),
  },
  {
    id: 'after-training',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Shah Alam',
    title: 'Shake selepas ke gim',
    desc: 'Shake Chocolate Rapture di bilik persalinan selepas bersenam.',
    ...clip('after-training'),
    poster: poster('brand/poster-training.svg', 'Botol shaker di sebelah kasut larian', false),
  },
  {
    id: 'work-desk',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Kuching',
    title: 'Bekalan di laci meja',
    desc: 'Beberapa sachet disimpan dalam laci pejabat untuk petang yang panjang.',
    ...clip('work-desk'),
    poster: poster('brand/poster-desk.svg', 'Sachet di sebelah komputer riba', false),
  },
];

/** Short vertical clips for the blog's shorts section and the home page's "more videos". */
export const shortClips: readonly Testimonial[] = [
  {
    id: 'pour-and-stir',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Kuala Lumpur',
    title: 'Tuang, kacau, siap',
    desc: 'Satu sachet dalam 250 ml air, dari mula hingga siap.',
    ...clip('pour-and-stir'),
    poster: poster('brand/short-pour.svg', 'Sachet dituang ke dalam gelas', true),
  },
  {
    id: 'travel-pack',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Kota Kinabalu',
    title: 'Berkemas untuk bercuti',
    desc: 'Bekalan sachet untuk seminggu dalam beg kecil perjalanan.',
    ...clip('travel-pack'),
    poster: poster('brand/short-travel.svg', 'Sachet di dalam beg kecil perjalanan', true),
  },
  {
    id: 'box-unpacking',
    name: 'Nyiur',
    username: '@nyiur',
    address: 'Pulau Pinang',
    title: 'Tiada plastik, hanya kertas',
    desc: 'Membuka kotak tanpa balutan plastik.',
    ...clip('box-unpacking'),
    poster: poster('brand/short-unbox.svg', 'Tangan membuka kotak kertas', true),
  },
];
