import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'c8-vs-c10';

export const c8VsC10Article: BlogArticleSource = {
  title: 'C8 lawan C10: maksud nombor pada label MCT',
  path,
  author: editorialAuthor,
  desc: 'Asid kaprilik dan asid kaprik ialah dua tonggak utama MCT. Inilah perbezaannya dan apa yang perlu dicari pada label.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(
    path,
    'Dua rantai bulatan pendek, satu dengan lapan mata rantai dan satu lagi dengan sepuluh',
  ),
  publishedAt: '2025-03-03',
  body: [
    p(
      'Ambil hampir mana-mana produk MCT dan anda akan nampak C8 dan C10 di suatu tempat pada labelnya. Kedua-duanya ialah asid lemak rantai sederhana yang membentuk sebahagian besar minyak MCT, dan perbezaan kecil pada panjangnya lebih penting daripada yang anda sangka.',
    ),
    h('Kenali pasangan ini'),
    p(
      'C8 ialah asid kaprilik, rantai lapan atom karbon. C10 ialah asid kaprik, dengan sepuluh. Kedua-duanya wujud secara semula jadi dalam minyak kelapa dan minyak isirung sawit, tetapi hanya dalam jumlah yang sederhana: bersama-sama, ia membentuk kira-kira 10 hingga 15 peratus minyak kelapa. Untuk menghasilkan MCT, kedua-duanya perlu diasingkan daripada bahagian minyak yang lain.',
    ),
    h('Apa bezanya'),
    ul(
      'Kelajuan: rantai C8 yang lebih pendek dipecahkan dengan lebih cepat, dan kajian yang membandingkan kedua-duanya mendapati C8 meningkatkan keton dalam darah lebih banyak daripada C10 dalam jumlah yang sama.',
      'Rasa dan tekstur: kedua-duanya hampir tiada rasa, walaupun sesetengah orang mendapati minyak yang tinggi C10 terasa sedikit berlilin.',
      'Toleransi: kedua-duanya boleh mengganggu perut dalam dos yang besar. Bermula dengan hidangan kecil lebih penting daripada memilih salah satu.',
      'Harga: C8 ialah pecahan yang lebih sukar didapati, jadi produk yang tinggi C8 biasanya lebih mahal.',
    ),
    h('Membaca label'),
    p(
      'Banyak produk MCT ialah campuran, selalunya sekitar 60 peratus C8 dan 40 peratus C10, kerana itulah hasil biasa proses penapisan. Ada yang menjual C8 tulen. Ada pula yang sekadar menulis MCT tanpa pecahannya. Jika nisbah ini penting bagi anda, cari produk yang menyatakannya, dan semak jumlah MCT setiap hidangan, bukan jumlah lemak, yang mungkin termasuk bahan pembawa atau minyak lain.',
    ),
    p(
      'Berhati-hati dengan produk yang mengira C12, iaitu asid laurik, sebagai MCT. Dari segi kimia, ia berada di hujung julat rantai sederhana, tetapi badan mengendalikannya hampir sama seperti lemak rantai panjang. Serbuk minyak kelapa yang menyenaraikan angka MCT yang tinggi tetapi kebanyakannya asid laurik berkelakuan berbeza daripada produk C8 dan C10.',
    ),
    h('Yang mana patut anda pilih?'),
    p(
      'Bagi kebanyakan orang, jawapan jujurnya ialah: yang anda benar-benar akan ambil secara tetap. Campuran C8 dan C10 telah banyak dikaji, mudah didapati dan lebih mesra poket. Yang lebih membezakan ialah konsistensi, saiz hidangan yang munasabah dan bentuk yang sesuai dengan hari anda. Itulah sebabnya kami memberi tumpuan untuk membina tabiat harian yang betul, satu sachet yang disukat pada satu masa, dan bukannya mengejar angka C8 tertinggi di rak.',
    ),
  ],
};
