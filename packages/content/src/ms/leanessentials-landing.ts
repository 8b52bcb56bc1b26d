import { PATHS, pathTo } from '@nyiur/domain';
import type { IngredientKey } from '../ingredients';
import type { LeanEssentialsLanding } from '../leanessentials-landing';
import { media, type MediaRef } from '../media-ref';
import { ingredients } from './ingredients';

const iconOf = (key: IngredientKey): MediaRef => {
  const found = ingredients.find((item) => item.key === key);
  if (!found) throw new Error(`Unknown ingredient ${key}`);
  return found.icon;
};

export const leanEssentialsLanding: LeanEssentialsLanding = {
  meta: {
    title: 'MCT LeanEssentials | Bancuhan MCT kelapa dan protein whey | Nyiur',
    description:
      'MCT LeanEssentials: serbuk MCT kelapa dengan protein whey dalam bancuhan Chocolate Rapture. Sachet 40 g, 14 sachet sekotak.',
    keywords: ['MCT LeanEssentials', 'protein whey', 'bancuhan MCT', 'minuman protein coklat'],
  },
  banner: {
    eyebrow: 'MCT LeanEssentials',
    title: 'Chocolate Rapture, untuk badan yang lebih ramping',
    text: 'MCT kelapa dan protein whey dalam satu sachet 40 g. Goncang bersama air dan teruskan hari anda.',
    cta: { label: 'Beli LeanEssentials', href: pathTo(PATHS.product, { name: 'leanessentials' }) },
    image: media(
      'brand/leanessentials-banner.svg',
      'Segelas minuman coklat di sebelah kotak LeanEssentials',
      1200,
      630,
    ),
  },
  coreBenefitsTitle: 'Tiga kebaikan utama',
  coreBenefits: [
    {
      title: 'Protein yang mudah dibawa',
      text: 'Kira-kira 20 g protein whey bagi setiap sachet, dikedap dan sedia untuk dimasukkan ke dalam beg gim.',
      image: iconOf('whey'),
    },
    {
      title: 'Mengandungi MCT kelapa',
      text: 'Lemak rantai sederhana daripada kelapa, dalam bentuk serbuk supaya bancuhannya kekal licin.',
      image: iconOf('coconut'),
    },
    {
      title: 'Coklat tanpa lonjakan gula',
      text: 'Koko tulen, dimaniskan dengan ekstrak daun stevia.',
      image: iconOf('cocoa'),
    },
  ],
  accordion: {
    title: 'Perlu diketahui',
    items: [
      {
        title: 'Bila patut saya minum?',
        text: 'Bila-bila masa yang sesuai dengan hari anda: selepas bersenam, bersama sarapan atau antara waktu makan. Minum 1 hingga 2 bancuhan sehari.',
      },
      {
        title: 'Bagaimana cara membancuhnya?',
        text: 'Goncang satu sachet bersama 250 hingga 300 ml air sejuk atau air suhu bilik. Air panas membuatkan whey berketul, jadi elakkannya.',
      },
      {
        title: 'Bolehkah ia menggantikan waktu makan?',
        text: 'Ia makanan tambahan, bukan hidangan lengkap. Jika kesuntukan masa, ambil bersama buah atau roti bijirin penuh, dan makan dengan sempurna pada waktu lain.',
      },
      {
        title: 'Sesuaikah jika saya tidak tahan laktosa?',
        text: 'Ia mengandungi whey daripada susu. Mereka yang sensitif terhadap laktosa atau alah kepada susu perlu mendapatkan nasihat doktor terlebih dahulu.',
      },
      {
        title: 'Berapa hidangan dalam sekotak?',
        text: 'Empat belas sachet 40 g, cukup untuk dua minggu jika satu bancuhan sehari.',
      },
    ],
  },
};
