import { PATHS, pathTo } from '@nyiur/domain';
import type { BrandStoryPage } from '../brand-story-page';
import { media } from '../media-ref';
import { foundationalBenefits, sustainability } from './brand-foundations';

export const brandStoryPage: BrandStoryPage = {
  meta: {
    title: 'Kenapa Nyiur? | Kisah kami',
    description:
      'Kenapa kami mengambil masa tiga tahun merumus sendiri sachet MCT kelapa, dan cara kami membungkusnya dalam kertas kitar semula dengan dakwat berasaskan sayuran tanpa balutan plastik.',
    keywords: ['Nyiur', 'kisah jenama', 'MCT', 'pembungkusan mampan', 'Malaysia'],
  },
  banner: {
    title: 'Kenapa Nyiur?',
    image: media('brand/story-banner.svg', 'Pokok kelapa berlatarkan langit senja', 1600, 700),
  },
  quote: {
    text: 'Kesihatan yang baik sepatutnya cukup mudah untuk dibawa dalam poket, dan cukup jujur untuk dibaca di belakang kotak.',
    attribution: 'Pasukan pengasas Nyiur',
  },
  benefits: {
    title: 'Tiga asas',
    items: foundationalBenefits,
  },
  productsSection: {
    title: 'Keluarga MCT kami',
    carouselLabel: 'Produk kami',
    viewLabel: 'Lihat produk',
    comingSoonLabel: 'Akan datang',
  },
  productBoxes: [
    {
      title: 'MCT ESSENTIALS',
      image: media('products/essentials-box.svg', 'Kotak MCT Essentials', 600, 600),
      href: pathTo(PATHS.product, { name: 'essentials' }),
      comingSoon: false,
    },
    {
      title: 'MCT LEANESSENTIALS',
      image: media('products/leanessentials-box.svg', 'Kotak MCT LeanEssentials', 600, 600),
      href: pathTo(PATHS.product, { name: 'leanessentials' }),
      comingSoon: false,
    },
    {
      title: 'MCT PROESSENTIALS',
      image: media(
        'products/proessentials-box.svg',
        'Kotak MCT ProEssentials, akan datang',
        600,
        600,
      ),
      href: null,
      comingSoon: true,
    },
  ],
  shopButton: { label: 'BELI PRODUK MCT TERBAIK', href: PATHS.products },
  slogan: {
    title: 'Ubah Diri dari Dalam',
    text: 'Pilihan kecil setiap hari, jika dipermudahkan, menentukan bagaimana perasaan anda. Bahagian yang mudah itu, biar kami uruskan.',
  },
  sustainability: {
    ...sustainability,
    cta: { label: 'HUBUNGI KAMI', href: PATHS.contact },
  },
};
