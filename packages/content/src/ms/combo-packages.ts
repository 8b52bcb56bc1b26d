import { comboPackages as english, type ComboLabels, type ComboPackage } from '../combo-packages';

export const comboLabels: ComboLabels = {
  comingSoon: 'Akan datang',
  outOfStock: 'Kehabisan stok',
  addToCart: 'Tambah ke Troli',
};

const words: Readonly<Record<string, { readonly desc: string; readonly alt: string }>> = {
  'starter-duo': {
    desc: 'Sekotak MCT Essentials dan sekotak MCT LeanEssentials: cuba sachet lemon untuk pagi dan bancuhan coklat, kedua-duanya sekali.',
    alt: 'Pakej kombo Starter Duo',
  },
  'family-bundle': {
    desc: 'Tiga kotak MCT Essentials dan dua kotak MCT LeanEssentials dalam satu karton kitar semula, cukup untuk sekeluarga selama sebulan.',
    alt: 'Pakej kombo Family Bundle',
  },
  'lifestyle-affiliate-kit': {
    desc: 'Lima kotak setiap produk untuk dikongsi bersama rakan dan pelanggan. Membeli kit ini menjadikan anda affiliate gaya hidup Nyiur dengan kod rujukan sendiri.',
    alt: 'Pakej kombo Lifestyle Affiliate Kit',
  },
};

/** The combos with their names kept (they are product names) and the rest in Malay. */
export const comboPackages: readonly ComboPackage[] = english.map((combo) => {
  const malay = words[combo.slug];
  if (!malay) throw new Error(`No Malay words for the combo ${combo.slug}`);
  return { ...combo, desc: malay.desc, img: { ...combo.img, alt: malay.alt } };
});
