import { PATHS } from '@nyiur/domain';
import { media } from '../media-ref';
import type { WhyMctPage } from '../why-mct-page';

export const whyMctPage: WhyMctPage = {
  meta: {
    title: 'MCT untuk hari ini dan hari esok | Nyiur',
    description:
      'Apa itu trigliserida rantai sederhana, bagaimana badan menggunakannya, dan kenapa kami memasukkan MCT kelapa ke dalam sachet sekali hidang.',
    keywords: ['apa itu MCT', 'trigliserida rantai sederhana', 'C8', 'C10', 'minyak kelapa'],
  },
  title: 'MCT untuk hari ini dan hari esok',
  intro:
    'MCT ialah singkatan bagi trigliserida rantai sederhana (medium-chain triglycerides): lemak yang asid lemaknya sepanjang 6 hingga 12 atom karbon. Minyak kelapa ialah antara sumber semula jadi yang paling kaya dengannya.',
  blocks: [
    {
      title: 'Lemak yang berlainan',
      paragraphs: [
        'Kebanyakan lemak dalam makanan kita ialah lemak rantai panjang. Ia dibungkus dalam zarah yang bergerak melalui sistem limfa sebelum digunakan oleh badan.',
        'Lemak rantai sederhana lebih pendek, jadi ia diserap lebih terus dan dibawa ke hati, lalu digunakan sebagai tenaga atau ditukar menjadi keton.',
      ],
      image: media(
        'brand/benefit-weight-management.svg',
        'Pita pengukur melilit sehelai daun',
        240,
        240,
      ),
    },
    {
      title: 'Bahan api untuk badan dan otak',
      paragraphs: [
        'Keton ialah bahan api yang boleh digunakan otot dan otak bersama glukosa. Sebab itulah MCT popular dalam kalangan mereka yang mengamalkan diet rendah karbohidrat atau ketogenik.',
        'Kajian tentang MCT dan kesihatan kognitif masih diteruskan; kami kongsikan dapatannya apabila diterbitkan, tanpa membesar-besarkannya.',
      ],
      image: media(
        'brand/benefit-cognitive-health.svg',
        'Ilustrasi otak dengan percikan cahaya',
        240,
        240,
      ),
    },
    {
      title: 'Dibuat untuk kehidupan harian',
      paragraphs: [
        'Minyak MCT cecair sukar dibawa dan boleh mengganggu perut jika diambil terlalu banyak sekali gus. Sachet serbuk yang disukat menyelesaikan kedua-duanya: hidangannya tetap dan ia boleh dibancuh dengan air di mana-mana.',
        'Mulakan dengan satu sachet sehari, tambah kepada dua, dan jadikan ia satu tabiat.',
      ],
      image: media('brand/benefit-gut-health.svg', 'Ilustrasi perut dengan dedaun', 240, 240),
    },
  ],
  cta: { label: 'Tanya kami apa sahaja', href: PATHS.contact },
};
