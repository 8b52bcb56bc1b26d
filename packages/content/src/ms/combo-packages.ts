import { combos } from '../catalogue';
import type { ComboPackage } from '../combo-packages';
import { media, mediaFileOf } from '../media-ref';

/** Each combo's card words by slug: the catalogue's names and descriptions are English. */
const words: Readonly<Record<string, { readonly title: string; readonly desc: string }>> = {
  'starter-duo': {
    title: 'Duo Permulaan',
    desc: 'Sekotak MCT Essentials dan sekotak MCT LeanEssentials: cuba sachet lemon untuk waktu pagi dan shake coklat, dan bandingkan kedua-duanya.',
  },
  'family-bundle': {
    title: 'Pakej Keluarga',
    desc: 'Tiga kotak MCT Essentials dan dua kotak MCT LeanEssentials dalam satu karton kitar semula, cukup untuk seisi rumah selama sebulan.',
  },
  'lifestyle-affiliate-kit': {
    title: 'Kit Afiliasi Gaya Hidup',
    desc: 'Lima kotak bagi setiap produk untuk dikongsi bersama rakan dan pelanggan. Dengan membeli kit ini, anda menjadi afiliasi gaya hidup Nyiur dengan kod rujukan anda sendiri.',
  },
};

export const comboPackages: readonly ComboPackage[] = combos.map((item) => {
  const card = words[item.slug];
  if (!card) throw new Error(`No Malay words for combo ${item.slug}`);
  return {
    id: item.id,
    slug: item.slug,
    title: card.title,
    desc: card.desc,
    img: media(mediaFileOf(item.featuredGraphicUrl) ?? '', `Pakej kombo ${card.title}`, 600, 600),
    sample: item.sample === true,
  };
});
