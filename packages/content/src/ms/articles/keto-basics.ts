import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'keto-basics';

export const ketoBasicsArticle: BlogArticleSource = {
  title: 'Asas keto: panduan berhati-hati untuk pemula',
  path,
  author: editorialAuthor,
  desc: 'Apa itu diet ketogenik, bagaimana ia berfungsi, siapa yang perlu berhati-hati, dan di mana letaknya MCT.',
  categories: ['lifestyle', 'mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'Sepinggan sayur hijau, sebiji telur dan hirisan avokado'),
  publishedAt: '2025-04-07',
  body: [
    p(
      'Diet ketogenik, atau keto, ialah antara cara pemakanan yang paling banyak diperkatakan dalam sedekad yang lalu. Ia boleh berguna untuk sesetengah orang dan tidak sesuai untuk yang lain, jadi elok difahami dahulu sebelum anda mencubanya.',
    ),
    h('Apa itu keto'),
    p(
      'Diet ketogenik sangat rendah karbohidrat, sederhana protein dan tinggi lemak. Apabila pengambilan karbohidrat cukup rendah, selalunya di bawah kira-kira 20 hingga 50 gram sehari, badan beralih kepada pembakaran lemak dan hati menghasilkan keton sebagai bahan api alternatif. Keadaan ini dipanggil ketosis.',
    ),
    p(
      'Sebagai gambaran, sepinggan nasi lemak atau segelas teh tarik boleh menghabiskan sebahagian besar peruntukan karbohidrat sehari bagi keto yang ketat. Bagi kebanyakan pemakanan rakyat Malaysia, ini perubahan besar, bukan sekadar penyesuaian kecil.',
    ),
    h('Apa yang dimakan'),
    ul(
      'Banyak sayur-sayuran tidak berkanji: sayur berdaun hijau, kubis, kangkung, kacang panjang, timun.',
      'Makanan berprotein: telur, ikan, ayam, tauhu, tempe.',
      'Lemak: minyak zaitun, avokado, kacang, biji-bijian, kelapa dan MCT.',
      'Sangat sedikit nasi, mi, roti, gula, minuman manis atau buah-buahan berkanji.',
    ),
    h('Minggu-minggu pertama'),
    p(
      'Ramai orang berasa letih, sakit kepala atau mudah marah selama beberapa hari ketika badan menyesuaikan diri, yang sering dipanggil "keto flu". Minum air secukupnya, mendapat garam yang cukup dan memulakannya secara beransur-ansur biasanya membantu. Pencernaan juga boleh berubah, jadi serat daripada sayur-sayuran penting.',
    ),
    h('Di mana letaknya MCT'),
    p(
      'Oleh kerana MCT mudah ditukar menjadi keton, mereka yang mengamalkan keto selalu menggunakannya untuk menambah lemak yang mudah diambil. MCT Essentials hampir tidak mengandungi karbohidrat bagi setiap sachet, jadi ia sesuai untuk hari rendah karbohidrat. MCT LeanEssentials mengandungi sedikit karbohidrat daripada koko dan susu, jadi semak Fakta Suplemen jika anda mengira dengan teliti.',
    ),
    h('Siapa yang perlu berhati-hati'),
    p(
      'Keto bukan untuk semua orang. Berjumpa doktor sebelum bermula jika anda menghidap diabetes atau mengambil ubat yang menurunkan gula dalam darah, mempunyai masalah buah pinggang, hati atau jantung, sedang hamil atau menyusukan anak, atau pernah mengalami gangguan makan. Kanak-kanak dan remaja hanya boleh mengamalkannya di bawah pengawasan perubatan.',
    ),
    h('Tidak perlu terus ke tahap paling ketat'),
    p(
      'Ramai orang mendapat sebahagian besar apa yang mereka mahukan melalui pendekatan yang lebih lembut: kurang minuman manis, hidangan nasi dan mi yang lebih kecil, lebih banyak sayur-sayuran dan protein. Cara ini lebih mudah dikekalkan, dan keupayaan untuk mengekalkannya itulah yang menentukan sama ada sesuatu cara pemakanan berkesan untuk anda dalam jangka panjang.',
    ),
  ],
};
