import { bannerFor, h, ol, p } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'mct-in-your-coffee';

export const mctInCoffeeArticle: BlogArticleSource = {
  title: 'MCT dalam kopi anda: apa yang menjadi dan apa yang tidak',
  path,
  author: editorialAuthor,
  desc: 'Bolehkah MCT dimasukkan ke dalam kopi anda? Pandangan praktikal tentang MCT dan kopi, serta resipi mocha ais dengan MCT LeanEssentials.',
  categories: ['mct', 'lifestyle'],
  labels: ['LifeStyle'],
  banner: bannerFor(path, 'Segelas tinggi kopi ais dengan pusaran coklat'),
  publishedAt: '2025-03-20',
  body: [
    p(
      'Kopi yang ditambah lemak menjadi terkenal melalui "butter coffee", iaitu campuran kopi panas, mentega dan minyak MCT. Idea ini cepat tersebar, dan kami sering ditanya sama ada sachet kami sesuai dimasukkan ke dalam secawan kopi pagi. Jawapannya bergantung pada kopi itu dan pada sachetnya.',
    ),
    h('Kenapa orang menambah MCT ke dalam kopi'),
    p(
      'Bagi mereka yang mengamalkan pemakanan rendah karbohidrat, kopi dengan MCT ialah cara mudah untuk menambah lemak pada awal hari tanpa gula. Ada yang mendapati ia membuatkan mereka kenyang sehingga waktu makan tengah hari. Tiada apa yang ajaib tentang gabungan ini; kopi hanyalah minuman yang sudah pun diminum ramai orang setiap pagi, jadi ia tempat yang mudah untuk membina tabiat.',
    ),
    h('Minyak berbanding serbuk'),
    p(
      'Minyak MCT terapung. Jika dikacau ke dalam kopi, ia akan berkumpul di permukaan melainkan anda menggunakan pengisar. MCT serbuk larut jauh lebih baik, dan sebab itulah serbuk menjadi pilihan yang lebih popular untuk kopi di rumah dan di tempat kerja.',
    ),
    h('Bagaimana dengan sachet kami?'),
    p(
      'Sachet kami direka untuk air sejuk atau air suhu bilik, dan kami minta anda tidak membancuhnya dengan air panas. Haba membuatkan protein whey bergumpal dan mengubah rasa lemon. Jadi, sachet dalam secawan kopi panas yang masih berasap bukanlah apa yang kami sarankan.',
    ),
    p(
      'MCT Essentials, dengan perisa Lemon Blast, lebih sesuai dalam segelas air berbanding dalam kopi. MCT LeanEssentials pula sangat serasi dengan kopi sejuk. Coklat dan kopi memang sentiasa berkawan baik.',
    ),
    h('Mocha ais dengan MCT LeanEssentials'),
    ol(
      'Bancuh 100 ml kopi pekat dan biarkan ia sejuk sepenuhnya, atau gunakan cold brew.',
      'Tuang 200 ml air sejuk ke dalam shaker dan masukkan satu sachet MCT LeanEssentials.',
      'Goncang selama kira-kira 15 saat sehingga sebati.',
      'Masukkan kopi sejuk dan goncang sekali lagi sebentar.',
      'Tuang ke atas ais dan minum segera.',
    ),
    p(
      'Dengan cara ini, jumlah cecair kekal dalam lingkungan 250 hingga 300 ml yang sesuai untuk shake ini, dan kopi tidak bersentuhan dengan serbuk ketika masih panas.',
    ),
    h('Sepatah kata tentang kafein'),
    p(
      'MCT tidak mengubah kesan kafein pada anda. Jika kopi membuatkan anda gelisah atau sukar tidur, menambah MCT tidak akan mengatasinya. Perhatikan berapa cawan yang anda minum, terutamanya selepas makan tengah hari, dan ingatlah bahawa air kosong tetap minuman harian yang terbaik.',
    ),
  ],
};
