import {
  shortClips as englishShorts,
  testimonials as englishTestimonials,
  type Testimonial,
} from '../testimonials';

type Words = Pick<Testimonial, 'title' | 'desc'> & { readonly alt: string };

// The clips, names and towns are the same; their captions are ours, so they are in Malay too.
const words: Readonly<Record<string, Words>> = {
  'morning-routine': {
    title: 'Pagi lima minit',
    desc: 'Sachet Lemon Blast bersama sarapan, sebelum bergerak ke tempat kerja.',
    alt: 'Segelas minuman lemon di atas meja sarapan',
  },
  'after-training': {
    title: 'Bancuh selepas ke gim',
    desc: 'Segelas Chocolate Rapture di bilik persalinan selepas bersenam.',
    alt: 'Botol pengocok di sebelah kasut lari',
  },
  'work-desk': {
    title: 'Bekalan di laci meja',
    desc: 'Beberapa sachet disimpan di laci pejabat untuk petang yang panjang.',
    alt: 'Sachet di sebelah komputer riba',
  },
  'pour-and-stir': {
    title: 'Tuang, kacau, siap',
    desc: 'Satu sachet dalam 250 ml air, dari mula hingga habis.',
    alt: 'Sachet dituang ke dalam gelas',
  },
  'travel-pack': {
    title: 'Berkemas untuk bercuti',
    desc: 'Bekalan sachet seminggu dalam beg kecil perjalanan.',
    alt: 'Sachet di dalam beg kecil perjalanan',
  },
  'box-unpacking': {
    title: 'Tiada plastik, hanya kertas',
    desc: 'Membuka kotak tanpa balutan plastik.',
    alt: 'Tangan membuka kotak kertas',
  },
};

const inMalay = (clip: Testimonial): Testimonial => {
  const malay = words[clip.id];
  if (!malay) throw new Error(`No Malay words for the clip ${clip.id}`);
  return {
    ...clip,
    title: malay.title,
    desc: malay.desc,
    poster: { ...clip.poster, alt: malay.alt },
  };
};

export const testimonials: readonly Testimonial[] = englishTestimonials.map(inMalay);
export const shortClips: readonly Testimonial[] = englishShorts.map(inMalay);
