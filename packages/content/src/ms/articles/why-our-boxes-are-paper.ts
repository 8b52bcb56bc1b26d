import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { founderAuthor } from '../blog-authors';

const path = 'why-our-boxes-are-paper';

export const paperBoxesArticle: BlogArticleSource = {
  title: 'Kenapa kotak kami daripada kertas, dan apa yang masih kami usahakan',
  path,
  author: founderAuthor,
  desc: 'Papan kertas kitar semula, dakwat berasaskan sayuran dan tanpa balutan plastik: pemikiran di sebalik pembungkusan kami, serta pandangan jujur tentang sachet.',
  categories: ['lifestyle'],
  labels: ['About Us'],
  banner: bannerFor(path, 'Kotak kertas bertindan dengan daun tumbuh di celah-celahnya'),
  publishedAt: '2025-09-01',
  body: [
    p(
      'Sebelum Nyiur, saya menghabiskan lebih 35 tahun membuat pembungkusan kertas untuk produk orang lain. Sejak 2019, tumpuan saya ialah mengurangkan kesan pembungkusan itu terhadap alam sekitar. Apabila tiba masanya mereka bentuk kotak kami sendiri, tiada alasan untuk tersilap.',
    ),
    h('Tiga peraturan untuk setiap kotak'),
    ul(
      'Papan kertas kitar semula. Kotak kami dibuat daripada gentian yang pernah digunakan, dan ia boleh dimasukkan semula ke dalam tong kitar semula kertas.',
      'Dakwat berasaskan sayuran. Kami mencetak dengan dakwat berasaskan minyak sayuran, bukan petroleum.',
      'Tanpa balutan plastik. Kotak kami tidak dibalut dengan filem plastik pengecut.',
    ),
    h('Kenapa kertas penting'),
    p(
      'Gentian kertas boleh dikitar semula beberapa kali sebelum ia menjadi terlalu pendek untuk digunakan, dan kutipan kertas untuk kitar semula sudah lama mantap di Malaysia. Kotak yang kembali ke aliran kitar semula kertas akan menjadi sebahagian daripada kotak seterusnya, bukan berakhir di tapak pelupusan.',
    ),
    h('Bahagian yang jujur: sachet'),
    p(
      'Sachet di dalam kotak pula cerita yang berbeza. Serbuk MCT dan protein whey mesti dilindungi daripada lembapan dan udara; jika tidak, ia akan bergumpal dan merosot kualitinya lama sebelum tarikh "baik sebelum". Buat masa ini, perlindungan itu memerlukan filem berlapis yang nipis, dan filem berlapis sukar dikitar semula dalam kebanyakan sistem kutipan.',
    ),
    p(
      'Kami mengekalkan saiz sachet sekecil yang mungkin untuk satu hidangan. Kami mengikuti rapat perkembangan filem penghalang yang lebih baharu, sama ada daripada satu jenis bahan atau berasaskan kertas, dan kami berhasrat untuk beralih sebaik sahaja ada yang mampu mengekalkan serbuk dalam keadaan yang anda harapkan. Apabila itu berlaku, kami akan memaklumkannya di sini.',
    ),
    h('Apa yang anda boleh lakukan'),
    ul(
      'Leperkan kotak dan masukkan ke dalam tong kitar semula kertas.',
      'Semak panduan pihak berkuasa tempatan anda tentang sachet; jika plastik lembut dikutip di kawasan anda, di situlah tempatnya.',
      'Pilih pakej kombo bila boleh: kurang penghantaran bermakna kurang bahan bungkusan penghantaran bagi setiap kotak.',
    ),
    p(
      'Pembungkusan tidak akan pernah menjadi bahagian paling menarik bagi sesebuah produk kesihatan. Tetapi setiap kotak yang kami hantar ialah satu janji kecil, dan menunaikan janji-janji kecil itulah cara kepercayaan dibina.',
    ),
  ],
};
