import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'reading-supplement-labels';

export const readingLabelsArticle: BlogArticleSource = {
  title: 'Cara membaca label suplemen dalam lima minit',
  path,
  author: editorialAuthor,
  desc: 'Saiz hidangan, susunan ramuan, lajur setiap 100 g dan tanda pendaftaran: panduan ringkas untuk bahagian belakang kotak.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'Kanta pembesar di atas label produk'),
  publishedAt: '2025-07-02',
  body: [
    p(
      'Bahagian depan kotak direka untuk menjual. Bahagian belakangnya pula untuk memberi maklumat. Lima minit meneliti label memberitahu anda jauh lebih banyak daripada iklannya, dan lama-kelamaan anda akan dapat membacanya dengan lebih pantas.',
    ),
    h('1. Saiz hidangan dan bilangan hidangan setiap pek'),
    p(
      'Semua maklumat lain pada panel pemakanan bergantung pada saiz hidangan, jadi mulakan di situ. Semak berapa hidangan dalam satu pek dan bahagikan harga dengan bilangan itu. Kotak yang lebih murah tetapi kurang hidangan mungkin lebih mahal untuk sehari.',
    ),
    h('2. Setiap hidangan berbanding setiap 100 g'),
    p(
      'Panel selalunya menunjukkan dua lajur. Lajur setiap hidangan memberitahu apa yang sebenarnya anda ambil. Lajur setiap 100 g pula membolehkan anda membandingkan produk yang saiz hidangannya berbeza secara adil.',
    ),
    h('3. Senarai ramuan'),
    p(
      'Ramuan disenaraikan mengikut berat, bermula dengan yang paling banyak. Jika gula atau bahan pengisi muncul di bahagian atas senarai, itulah sebahagian besar apa yang anda bayar. Untuk produk MCT, lihat berapa banyak MCT yang sebenarnya terkandung dalam setiap hidangan, bukan sekadar perkataan MCT di bahagian depan.',
    ),
    h('4. Alergen'),
    p(
      'Alergen biasa seperti susu, soya, gandum, kacang dan telur sepatutnya diisytiharkan dengan jelas. Sebagai contoh, MCT LeanEssentials kami mengandungi whey, yang berasal daripada susu.',
    ),
    h('5. Tanda pendaftaran dan pensijilan'),
    ul(
      'Produk yang didaftarkan sebagai suplemen kesihatan dengan Bahagian Regulatori Farmasi Negara (NPRA) Malaysia mempunyai nombor pendaftaran MAL.',
      'Produk yang dijual sebagai makanan pula mengikut peraturan pelabelan Peraturan-Peraturan Makanan 1985, jadi produk ini tidak mempunyai nombor MAL.',
      'Jika pensijilan halal penting bagi anda, cari logo JAKIM atau tanda badan pensijilan luar negara yang diiktiraf oleh JAKIM.',
    ),
    h('6. Dakwaan'),
    p(
      'Berhati-hati dengan perkataan seperti menyembuhkan, merawat atau detoks, dan dengan janji hasil yang cepat. Di Malaysia, makanan dan suplemen hanya boleh membuat dakwaan pemakanan dan fungsi tertentu yang dibenarkan oleh peraturan. Produk yang kedengaran seperti ubat patut dipandang dengan curiga.',
    ),
    h('7. Tarikh dan cara penyimpanan'),
    p(
      'Semak tarikh luput atau tarikh "baik sebelum" serta arahan penyimpanan. Serbuk patut disimpan di tempat yang sejuk dan kering; sebaik sahaja produk terdedah kepada haba atau lembapan, kualitinya akan terjejas sebelum tarikh yang dicetak.',
    ),
    p(
      'Membaca label ialah kemahiran yang berguna di mana-mana, dari rak suplemen hingga ke lorong makanan ringan. Dan jika label itu masih menimbulkan persoalan, tanyalah pengeluarnya. Syarikat yang baik akan menjawab.',
    ),
  ],
};
