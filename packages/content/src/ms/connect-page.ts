import type { ConnectPage } from '../connect-page';
import { media } from '../media-ref';

export const connectPage: ConnectPage = {
  meta: {
    title: 'Berhubung dengan Nyiur',
    description: 'Ikuti Nyiur untuk resipi, rutin dan berita MCT kelapa, dan kunjungi kedai kami.',
    keywords: ['Nyiur', 'MCT', 'serbuk MCT kelapa', 'Facebook', 'Instagram', 'Malaysia'],
    robots: 'index, follow',
  },
  heading: 'Jom bertegur sapa',
  text: 'Resipi, rutin dan berita terawal tentang produk baharu.',
  followPrompt: 'Pilih tempat kegemaran anda untuk mengikuti kami.',
  facebookLabel: 'Nyiur di Facebook',
  instagramLabel: 'Nyiur di Instagram',
  siteLabel: 'Lawati laman web kami',
  productImage: media(
    'products/combo-starter-duo.svg',
    'Kotak MCT Essentials dan MCT LeanEssentials',
    600,
    600,
  ),
};

/** `medicalDisclaimer` in Malay, for /ms/connect. */
export const medicalDisclaimer =
  'Produk Nyiur ialah makanan tambahan. Ia tidak bertujuan untuk mendiagnosis, merawat, menyembuhkan atau mencegah sebarang penyakit dan bukan pengganti diet yang pelbagai dan seimbang serta gaya hidup sihat. Maklumat di laman web ini ialah pendidikan umum, bukan nasihat perubatan. Jika anda hamil, menyusukan bayi, mengambil ubat atau mempunyai masalah kesihatan, dapatkan nasihat doktor sebelum mengambilnya. Jauhkan daripada kanak-kanak.';
