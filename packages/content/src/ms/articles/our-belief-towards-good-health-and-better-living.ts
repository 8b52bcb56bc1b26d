import { bannerFor, figure, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { founderAuthor } from '../blog-authors';
import { media } from '../../media-ref';

const path = 'our-belief-towards-good-health-and-better-living';

export const ourBeliefArticle: BlogArticleSource = {
  title: 'Pegangan kami tentang kesihatan yang baik & kehidupan yang lebih baik',
  path,
  author: founderAuthor,
  desc: 'Apa yang kami percaya tentang kesihatan yang baik, dan bagaimana pegangan itu membentuk setiap sachet dan setiap kotak yang kami hasilkan.',
  categories: ['mct', 'lifestyle'],
  labels: ['About Us'],
  banner: bannerFor(path, 'Sebiji kelapa, sebuah sachet dan kotak kertas di atas padang hijau'),
  publishedAt: '2025-01-15',
  body: [
    p(
      'Kesihatan yang baik jarang dibina dalam satu detik yang dramatik. Ia dibina melalui pilihan-pilihan kecil yang diulang: apa yang masuk ke dalam minuman pertama hari itu, sama ada ada sesuatu yang berkhasiat di dalam beg apabila makan tengah hari terlewat, sama ada sesuatu tabiat cukup mudah untuk dikekalkan. Nyiur wujud untuk memudahkan beberapa pilihan itu.',
    ),
    h('Ramuan berkualiti didahulukan'),
    p(
      'Kami bermula dengan senarai ramuan, bukan reka bentuk label. MCT kami datang daripada kelapa organik, dan setiap ramuan lain perlu layak berada di situ: postbiotik dan tokotrienol dalam MCT Essentials, protein whey dan koko asli dalam MCT LeanEssentials, stevia dan bukannya gula pasir dalam kedua-duanya. Jika sesuatu ramuan hanya ada untuk membuatkan kotak nampak lebih meriah, ia tidak dimasukkan.',
    ),
    figure(
      media('blog/inline-ingredients.svg', 'Kelapa, lemon dan koko di atas meja', 800, 500),
      'Kelapa, lemon dan koko: senarai ramuan yang pendek, yang boleh kami terangkan satu per satu.',
    ),
    h('Apa yang membezakan kami'),
    p(
      'Kebanyakan MCT di pasaran dijual sebagai minyak cecair atau serbuk dalam balang. Kedua-duanya berkesan, tetapi kedua-duanya menuntut sesuatu daripada anda: sudu, pengisar, sukatan yang teliti, botol yang tidak boleh terbalik dalam beg. Kami mahukan MCT yang sesuai dengan hari anda tanpa meminta apa-apa, jadi kami menggabungkannya dengan ramuan yang menyokong tiga asas kami, iaitu kesihatan usus, pengurusan berat badan dan kesihatan kognitif, dan mengedap setiap hidangan secara berasingan.',
    ),
    h('Mudah dibawa, satu sachet pada satu masa'),
    p(
      'Sebuah sachet ialah satu hidangan lengkap. Koyakkan, tuang ke dalam 250 ml air sejuk atau air suhu bilik, kacau dan minum. Ia muat dalam poket baju, beg gim atau laci dashboard, tidak perlu disimpan dalam peti sejuk, dan anda tidak perlu lagi meneka saiz hidangan.',
    ),
    h('Diformulasikan sendiri'),
    p(
      'Kami membangunkan resipi kami sendiri. Ini bermakna tiga tahun mencari sumber bahan, menguji campuran, melaraskan perisa dan menjalankan panel rasa sebelum kotak pertama dijual. Dengan memformulasi sendiri, kami boleh menukar pembekal atau resipi apabila menemui sesuatu yang lebih baik, tanpa menunggu sesiapa.',
    ),
    h('Kelestarian ialah sebahagian daripada produk'),
    p(
      'Saya menghabiskan lebih tiga dekad dalam industri pembungkusan kertas sebelum memulakan Nyiur, dan sejak 2019 kerja saya tertumpu pada usaha menjadikan pembungkusan lebih mesra alam. Jadi, kotak kami mengikut tiga peraturan:',
    ),
    ul(
      'Papan kertas kitar semula untuk setiap kotak.',
      'Dakwat berasaskan sayuran untuk cetakan.',
      'Tanpa balutan plastik di sekeliling kotak.',
    ),
    figure(
      media('blog/inline-paper-box.svg', 'Kotak kertas kitar semula dengan sehelai daun', 800, 500),
      'Kertas kitar semula, dakwat berasaskan sayuran dan tanpa filem plastik pengecut: kotak ini sebahagian daripada janji kami.',
    ),
    h('Hidup lebih baik, bukan hidup sempurna'),
    p(
      'Semua ini tidak menggantikan tidur, pergerakan, makanan sebenar atau nasihat doktor anda, dan kami tidak akan sesekali berpura-pura sebaliknya. Apa yang kami boleh lakukan ialah menjadikan satu tabiat baik mudah dan jujur. Itulah pegangan kami, dan ia dicetak, dengan dakwat sayuran, pada setiap kotak.',
    ),
  ],
};
