import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'hydration-in-the-tropics';

export const hydrationArticle: BlogArticleSource = {
  title: 'Cukup minum air dalam cuaca panas Malaysia',
  path,
  author: editorialAuthor,
  desc: 'Hari yang panas dan lembap sepanjang tahun menjadikan minum air satu tugas harian. Cara praktikal untuk minum secukupnya, dan tanda-tanda anda kurang minum.',
  categories: ['lifestyle'],
  labels: ['LifeStyle'],
  banner: bannerFor(path, 'Sebotol air dan segelas air di bawah matahari yang terik'),
  publishedAt: '2025-05-29',
  body: [
    p(
      'Di Malaysia, suhu jarang turun jauh di bawah 24 darjah, dan kelembapan membuatkan cuaca terasa lebih panas. Kita kehilangan air sepanjang hari melalui peluh dan pernafasan, selalunya tanpa disedari, kerana udara yang lembap membuatkan kulit sentiasa basah dan peluh tidak tersejat seperti di tempat yang beriklim kering.',
    ),
    h('Berapa banyak yang cukup?'),
    p(
      'Tiada satu angka yang sesuai untuk semua orang. Keperluan bergantung pada saiz badan, tahap aktiviti, cuaca dan apa yang anda makan. Makanan juga membekalkan sedikit air, terutamanya buah-buahan, sayur-sayuran dan sup. Titik permulaan yang biasa bagi orang dewasa ialah kira-kira 2 liter cecair sehari, lebih banyak pada hari panas atau ketika bersenam, tetapi badan anda memberi isyarat yang lebih baik daripada mana-mana peraturan tetap.',
    ),
    h('Tanda-tanda yang perlu diperhatikan'),
    ul(
      'Warna air kencing: kuning pucat seperti jerami ialah tanda yang baik; kuning gelap menunjukkan anda perlu minum lebih.',
      'Dahaga: bagi kebanyakan orang dewasa yang sihat, ia isyarat yang boleh dipercayai, jadi jangan abaikan.',
      'Sakit kepala, keletihan atau sukar menumpukan perhatian pada waktu petang.',
      'Pening apabila bangun berdiri dengan cepat.',
    ),
    p(
      'Warga emas kurang berasa dahaga dan patut minum mengikut jadual, bukan menunggu sehingga dahaga. Kanak-kanak kecil juga perlu diingatkan pada hari yang panas.',
    ),
    h('Jadikan ia mudah'),
    ul(
      'Mulakan hari dengan segelas penuh air sebelum kopi atau teh.',
      'Letakkan botol air yang boleh diisi semula di tempat yang mudah dilihat: di atas meja, di dalam kereta, di dalam beg.',
      'Kaitkan minum air dengan tabiat yang sedia ada, seperti segelas setiap kali makan dan selepas setiap mesyuarat.',
      'Pilih air kosong pada kebanyakan masa. Minuman manis seperti sirap, teh tarik dan jus botol menambah banyak gula.',
      'Makan makanan yang kaya dengan air: tembikai, timun, oren, sup.',
    ),
    h('Bagaimana dengan kopi dan teh?'),
    p(
      'Kopi dan teh dikira dalam pengambilan cecair harian anda. Kesan diuretiknya yang ringan adalah kecil bagi mereka yang biasa meminumnya. Namun begitu, mengehadkannya kepada beberapa cawan sehari dan memilih yang kurang manis lebih baik untuk badan anda.',
    ),
    h('Selepas bersenam'),
    p(
      'Untuk senaman biasa, air kosong sudah memadai. Selepas sesi yang panjang dalam cuaca panas, apabila anda berpeluh banyak lebih daripada sejam, anda mungkin perlu menggantikan garam juga; makanan atau minuman elektrolit boleh membantu.',
    ),
    p(
      'Sachet kami dibancuh dengan 250 ml air atau lebih, jadi setiap satu menambah segelas penuh air pada hari anda. Anggaplah itu sebagai bonus, bukan keseluruhan pengambilan air anda, dan pastikan botol air sentiasa dekat.',
    ),
  ],
};
