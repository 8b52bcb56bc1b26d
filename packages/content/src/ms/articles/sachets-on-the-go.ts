import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'sachets-on-the-go';

export const sachetsOnTheGoArticle: BlogArticleSource = {
  title: 'Sachet ke mana-mana: kekalkan rutin walaupun hidup sibuk',
  path,
  author: editorialAuthor,
  desc: 'Lawatan kerja, memandu balik kampung dan hari yang panjang di luar: cara mengekalkan tabiat sachet harian di mana sahaja anda berada.',
  categories: ['lifestyle'],
  labels: ['LifeStyle'],
  banner: bannerFor(path, 'Beg kecil perjalanan berisi sachet dan pasport'),
  publishedAt: '2025-06-16',
  body: [
    p(
      'Bahagian paling sukar dalam mana-mana tabiat sihat bukanlah memulakannya. Yang sukar ialah meneruskannya apabila hari biasa anda hilang entah ke mana: penerbangan awal pagi, seminggu makan malam bersama pelanggan, perjalanan jauh pulang ke kampung ketika cuti perayaan. Sachet kami direka tepat untuk hari-hari seperti itu.',
    ),
    h('Kenapa hidangan tunggal membantu'),
    p(
      'Balang serbuk atau botol minyak akan tinggal di rumah. Sachet pula ikut ke mana sahaja anda pergi. Setiap satu ialah hidangan yang sudah disukat, jadi tiada apa yang perlu disudu atau tertumpah, dan tabiat anda tidak bergantung pada dapur sendiri.',
    ),
    h('Kemas sekali, untuk seluruh perjalanan'),
    ul(
      'Kira bilangan hari, darabkan dengan bilangan sachet yang anda ambil sehari dan tambah satu atau dua sebagai simpanan.',
      'Simpan dalam beg zip kecil supaya semuanya kekal bersama dan kering.',
      'Selitkan beberapa sachet dalam setiap beg yang anda guna: beg komputer riba, beg gim, laci dashboard kereta.',
      'Bawa botol shaker kecil jika anda minum MCT LeanEssentials. Botol bertutup juga sesuai untuk MCT Essentials.',
    ),
    h('Menaiki kapal terbang'),
    p(
      'Serbuk dalam sachet hidangan tunggal yang masih bertutup rapat biasanya mudah dibawa dalam bagasi kabin, tetapi peraturannya berbeza antara lapangan terbang dan negara, dan ada yang membuat pemeriksaan tambahan untuk serbuk dalam kuantiti yang lebih besar. Simpan sachet dalam bungkusan asalnya dan semak peraturan lapangan terbang yang akan anda lalui sebelum terbang.',
    ),
    h('Air sepanjang perjalanan'),
    p(
      'Sachet kami memerlukan 250 ml air sejuk atau air suhu bilik, atau 250 hingga 300 ml untuk shake. Bilik hotel, stesen minyak dan lapangan terbang semuanya menjual air botol, dan sebotol 500 ml sudah cukup untuk satu sachet dengan baki untuk diminum. Elakkan air panas dari cerek hotel; ia tidak sesuai untuk serbuk ini.',
    ),
    h('Penyimpanan'),
    p(
      'Simpan sachet di tempat yang sejuk dan kering, jauh daripada cahaya matahari terus. Kereta yang diletakkan di bawah terik matahari petang menjadi jauh lebih panas daripada udara di luar, jadi jangan tinggalkan kotak di atas dashboard. Sebaik sahaja sachet dibuka, terus gunakannya.',
    ),
    h('Apabila rutin terlepas'),
    p(
      'Ada hari anda akan terlupa. Tidak mengapa. Tabiat ialah apa yang anda lakukan pada kebanyakan hari, bukan setiap hari tanpa gagal. Sambung semula keesokan paginya, bersama gelas air yang pertama.',
    ),
  ],
};
