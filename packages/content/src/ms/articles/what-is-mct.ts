import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'what-is-mct';

export const whatIsMctArticle: BlogArticleSource = {
  title: 'Apa itu MCT? Panduan dalam bahasa mudah',
  path,
  author: editorialAuthor,
  desc: 'Trigliserida rantai sederhana diterangkan tanpa jargon: apa itu, dari mana datangnya dan bagaimana badan menggunakannya.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'Kelapa terbelah dua di sebelah rantai pendek bulatan yang bersambung'),
  publishedAt: '2025-02-17',
  body: [
    p(
      'MCT ialah singkatan bagi medium-chain triglycerides, atau trigliserida rantai sederhana. Jika bunyinya seperti kelas kimia, kelasnya singkat sahaja, dan ia menerangkan kenapa MCT berkelakuan berbeza daripada lemak lain di pinggan anda.',
    ),
    h('Lemak datang dalam bentuk rantai'),
    p(
      'Kebanyakan lemak dalam makanan ialah trigliserida: tiga asid lemak yang terikat pada tulang belakang gliserol. Setiap asid lemak ialah rantai atom karbon, dan panjang rantai itu mengubah cara badan mengendalikannya. Rantai pendek mempunyai kurang daripada 6 karbon, rantai sederhana mempunyai 6 hingga 12, dan rantai panjang mempunyai lebih daripada 12.',
    ),
    p(
      'Lemak harian dalam minyak masak, daging, kacang dan tenusu kebanyakannya rantai panjang. Lemak rantai sederhana jauh kurang biasa dalam pemakanan harian, dan minyak kelapa serta minyak isirung sawit ialah sumber semula jadi yang paling kaya.',
    ),
    h('Empat asid lemak rantai sederhana'),
    ul(
      'C6, asid kaproik: hadir dalam jumlah kecil, dengan rasa yang tajam.',
      'C8, asid kaprilik: bahagian minyak MCT yang paling dicari.',
      'C10, asid kaprik: pasangan biasa C8 dalam produk MCT.',
      'C12, asid laurik: asid lemak utama dalam minyak kelapa, yang dikendalikan badan hampir sama seperti lemak rantai panjang.',
    ),
    p(
      'Sebab itulah sesudu minyak kelapa dan sesudu MCT bukan perkara yang sama. Produk MCT memekatkan bahagian C8 dan C10 daripada minyak kelapa dan meninggalkan kebanyakan bahagian yang lain.',
    ),
    h('Bagaimana badan menggunakan MCT'),
    p(
      'Lemak rantai panjang memerlukan hempedu dan perlu melalui sistem limfa sebelum sampai ke aliran darah. Lemak rantai sederhana diserap dengan lebih terus dan dibawa ke hati, di mana ia boleh dibakar untuk tenaga atau ditukar menjadi keton. Keton ialah bahan api yang boleh digunakan oleh otot dan otak di samping glukosa.',
    ),
    p(
      'MCT juga membekalkan kalori yang sedikit kurang bagi setiap gram berbanding lemak biasa, iaitu sedikit melebihi 8 dan bukannya kira-kira 9. Namun, ia tetap lemak, dan tetap dikira dalam pengambilan tenaga harian anda.',
    ),
    h('Kenapa serbuk?'),
    p(
      'MCT tulen ialah minyak jernih yang tiada rasa. Ia sesuai di dapur tetapi menyusahkan di tempat lain: ia tidak bercampur dengan air, meninggalkan lapisan pada cawan dan mudah bocor. MCT serbuk dihasilkan dengan mengeringkan minyak bersama bahan pembawa, seperti serat akasia, menjadi zarah halus yang larut dalam air. Itulah bentuk yang kami gunakan dalam sachet kami.',
    ),
    h('Dari mana hendak bermula'),
    p(
      'Jika anda baru dengan MCT, mulakan sedikit. Satu hidangan sehari, diambil bersama makanan, memberi masa kepada pencernaan anda untuk menyesuaikan diri. Selepas seminggu dua, ramai yang menaikkannya kepada dua hidangan. Jika anda mempunyai masalah kesihatan, sedang hamil atau mengambil ubat, berbincanglah dengan doktor sebelum menambah sebarang suplemen ke dalam rutin anda.',
    ),
  ],
};
