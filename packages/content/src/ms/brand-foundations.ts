import type { FoundationalBenefit, Sustainability } from '../brand-foundations';
import { media } from '../media-ref';

export const foundationalBenefits: readonly FoundationalBenefit[] = [
  {
    key: 'gut-health',
    title: 'Kesihatan Usus',
    text: 'Usus yang selesa ialah permulaan hari yang baik. MCT Essentials menggabungkan MCT kelapa dengan postbiotik, kultur yang dirawat haba dan kekal stabil dalam sachet kering, sebagai sebahagian rutin yang berasaskan serat, air dan makanan sebenar.',
    image: media('brand/benefit-gut-health.svg', 'Ilustrasi perut dengan dedaun', 240, 240),
  },
  {
    key: 'weight-management',
    title: 'Pengurusan Berat Badan',
    text: 'MCT ialah lemak yang dikendalikan badan secara berbeza daripada kebanyakan lemak makanan, dan ramai yang mendapati minuman MCT membantu mereka rasa kenyang antara waktu makan. Bersama saiz hidangan yang wajar dan aktiviti fizikal, ia boleh menjadi sebahagian pelan pengurusan berat badan.',
    image: media(
      'brand/benefit-weight-management.svg',
      'Pita pengukur melilit sehelai daun',
      240,
      240,
    ),
  },
  {
    key: 'cognitive-health',
    title: 'Kesihatan Kognitif',
    text: 'Hati boleh menukar MCT menjadi keton, bahan api yang boleh digunakan otak bersama glukosa. Kajian tentang kesannya terhadap tumpuan dan penuaan sihat masih berjalan; kami mengikutinya dengan teliti dan tidak mendakwa lebih daripada apa yang ditunjukkannya.',
    image: media(
      'brand/benefit-cognitive-health.svg',
      'Ilustrasi otak dengan percikan cahaya',
      240,
      240,
    ),
  },
];

export const sustainability: Sustainability = {
  title: 'Dibungkus dengan memikirkan bumi',
  intro:
    'Pengasas kami berkecimpung lebih tiga dekad dalam industri pembungkusan kertas, jadi kotak kami tidak pernah menjadi perkara sampingan. Setiap pilihan di bawah boleh kami semak pada setiap kali cetakan.',
  points: [
    {
      title: 'Kotak kertas kitar semula',
      text: 'Kotak kami diperbuat daripada papan kertas kitar semula dan boleh terus dimasukkan ke dalam tong kitar semula kertas.',
    },
    {
      title: 'Dakwat berasaskan sayuran',
      text: 'Kami mencetak dengan dakwat berasaskan sayuran, bukan dakwat berasaskan petroleum.',
    },
    {
      title: 'Tanpa balutan plastik',
      text: 'Tiada filem pengecut di sekeliling kotak. Sachet di dalamnya sudah melindungi serbuk; tiada apa-apa lagi yang ditambah.',
    },
  ],
  image: media(
    'brand/sustainability.svg',
    'Kotak kertas dengan sehelai daun tumbuh daripadanya',
    480,
    360,
  ),
};
