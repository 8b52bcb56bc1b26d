import { bannerFor, h, ol, p } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'building-a-morning-routine';

export const morningRoutineArticle: BlogArticleSource = {
  title: 'Membina rutin pagi yang bertahan dalam kehidupan sebenar',
  path,
  author: editorialAuthor,
  desc: 'Lupakan rutin jam lima pagi ala influencer. Permulaan hari yang ringkas dan fleksibel, yang tetap menjadi walaupun pada pagi paling sibuk anda.',
  categories: ['lifestyle'],
  labels: ['LifeStyle', 'Beginners'],
  banner: bannerFor(path, 'Matahari terbit di luar tingkap dengan segelas air di birai tingkap'),
  publishedAt: '2025-07-21',
  body: [
    p(
      'Rutin pagi di media sosial biasanya melibatkan rendaman air ais, menulis jurnal, sejam yoga dan smoothie dengan dua belas bahan. Bagus jika anda ada masa. Tetapi kebanyakan orang perlu meredah perjalanan ke tempat kerja, menguruskan anak-anak atau masuk kerja awal pagi. Rutin yang hanya menjadi pada hari yang sempurna bukanlah rutin.',
    ),
    h('Rancang untuk pagi paling kalut anda'),
    p(
      'Bina rutin berdasarkan pagi paling sibuk dalam minggu anda, bukan yang paling tenang. Jika ia muat dalam sepuluh minit pada hari itu, ia akan muat setiap hari. Apa-apa tambahan pada hari yang lebih lapang hanyalah bonus.',
    ),
    h('Templat sepuluh minit'),
    ol(
      'Air dahulu. Minum segelas penuh sebelum kopi atau teh. Badan anda sudah beberapa jam tanpa air.',
      'Cahaya siang. Buka langsir atau melangkah ke luar selama beberapa minit. Cahaya pagi membantu menetapkan jam badan anda.',
      'Bergerak. Dua atau tiga minit regangan, beberapa kali squat atau berjalan kaki ke kedai runcit di simpang.',
      'Sesuatu untuk memulakan hari. Sarapan ringkas, atau satu sachet dalam segelas air apabila memang tiada masa langsung.',
      'Satu keutamaan. Tentukan satu perkara paling penting yang akan anda lakukan hari ini.',
    ),
    h('Sandarkan pada tabiat yang sedia ada'),
    p(
      'Tabiat baharu lebih mudah melekat apabila dikaitkan dengan tabiat lama. Anda sudah pun memberus gigi dan membancuh kopi setiap pagi. Letakkan gelas di sebelah cerek; letakkan kotak sachet di tepi bekas berus gigi. Setiap tabiat sedia ada menjadi peringatan untuk tabiat yang baharu.',
    ),
    h('Biar mudah dilihat, biar mudah dibuat'),
    p(
      'Sediakan apa yang anda perlukan pada malam sebelumnya: gelas yang bersih, kasut berjalan di tepi pintu, sachet di atas kaunter. Semakin sedikit keputusan yang perlu dibuat ketika mata masih separuh terbuka, semakin besar kemungkinan anda akan melakukannya.',
    ),
    h('Malam sebelumnya pun penting'),
    p(
      'Pagi yang baik bermula dengan tidur yang cukup. Kebanyakan orang dewasa memerlukan tujuh hingga sembilan jam. Menyimpan telefon lebih awal sedikit selalunya lebih membantu pagi anda berbanding mana-mana produk.',
    ),
    h('Pantau secara santai'),
    p(
      'Tandakan kalendar bagi setiap pagi anda melengkapkan rutin. Selepas sebulan, imbas kembali. Jika kebanyakan hari bertanda, teruskan dan pertimbangkan untuk menambah satu perkara kecil. Jika tidak, pendekkan rutin itu dan bukannya berusaha lebih keras. Matlamatnya ialah permulaan hari yang boleh anda kekalkan bertahun-tahun, bukan seminggu sahaja.',
    ),
  ],
};
