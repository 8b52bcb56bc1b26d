import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'tocotrienol-explained';

export const tocotrienolArticle: BlogArticleSource = {
  title: 'Tokotrienol: separuh lagi keluarga vitamin E',
  path,
  author: editorialAuthor,
  desc: 'Kebanyakan orang mengenali vitamin E melalui tokoferol. Kenali tokotrienol, saudaranya yang kurang dikenali, dan kenapa ia ada kaitan dengan Malaysia.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'Titisan berwarna ambar di sebelah buah kelapa sawit'),
  publishedAt: '2025-05-12',
  body: [
    p(
      'Apabila label menyebut vitamin E, hampir selalu yang dimaksudkan ialah alfa-tokoferol. Tetapi vitamin E bukan satu bahan tunggal. Ia ialah keluarga lapan sebatian yang berkait rapat, dan separuh daripadanya ialah tokotrienol. MCT Essentials mengandungi tokotrienol, jadi inilah maksudnya.',
    ),
    h('Lapan ahli, dua cabang'),
    p(
      'Keluarga vitamin E mempunyai dua cabang: empat tokoferol dan empat tokotrienol, masing-masing dinamakan alfa, beta, gama dan delta. Kesemua lapan berkongsi struktur gelang yang sama, dan struktur inilah yang membolehkannya bertindak sebagai antioksidan. Bezanya terletak pada ekor: tokoferol mempunyai ekor tepu, manakala tokotrienol mempunyai ekor dengan tiga ikatan ganda dua. Perbezaan kecil itu mengubah cara ia bergerak melalui membran sel dan cara badan mengendalikannya.',
    ),
    h('Dari mana datangnya tokotrienol'),
    ul(
      'Minyak sawit, terutamanya daripada buah sawit merah, ialah antara sumber yang paling kaya.',
      'Minyak dedak beras mengandungi jumlah yang berguna.',
      'Biji kesumba keling (anato) kebanyakannya mengandungi bentuk delta dan gama.',
      'Barli, oat dan germa gandum mengandungi jumlah yang lebih kecil.',
    ),
    p(
      'Malaysia ialah antara pengeluar minyak sawit terbesar di dunia, dan institut penyelidikan Malaysia telah mengkaji tokotrienol sawit selama beberapa dekad. Menggunakan tokotrienol dalam produk Malaysia terasa seperti pilihan yang wajar.',
    ),
    h('Apa fungsinya'),
    p(
      'Seperti semua bentuk vitamin E, tokotrienol ialah antioksidan larut lemak: ia membantu melindungi lemak dalam badan daripada pengoksidaan. Para penyelidik terus mengkaji tokotrienol untuk kesihatan jantung, otak dan kulit. Banyak kajian itu memberangsangkan tetapi berskala kecil, jadi kami tidak membuat dakwaan melebihi peranannya sebagai sebahagian daripada keluarga vitamin E.',
    ),
    h('Kenapa ia serasi dengan MCT'),
    p(
      'Tokotrienol larut dalam lemak, dan nutrien larut lemak biasanya lebih baik diserap apabila diambil bersama sedikit lemak. Asas MCT kelapa memberikannya pembawa semula jadi dalam sachet yang sama.',
    ),
    h('Satu nota yang wajar'),
    p(
      'Kebanyakan orang mendapat vitamin E yang mencukupi daripada pemakanan yang pelbagai, dengan kekacang, biji-bijian, minyak sayuran dan sayur-sayuran hijau. Suplemen menambah kepada pemakanan itu, bukan menggantikannya. Jika anda mengambil ubat pencair darah atau suplemen vitamin E dos tinggi, rujuk doktor atau ahli farmasi anda, kerana vitamin E dalam jumlah yang besar boleh menjejaskan pendarahan.',
    ),
  ],
};
