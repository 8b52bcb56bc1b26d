import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { founderAuthor } from '../blog-authors';

const path = 'mind-your-business';

export const mindYourBusinessArticle: BlogArticleSource = {
  title: 'Jaga Tepi Kain Sendiri',
  path,
  author: founderAuthor,
  desc: 'Selepas sepanjang hayat menguruskan perniagaan, pengasas kami belajar bahawa satu urusan yang tidak boleh diserahkan kepada orang lain ialah kesihatan anda sendiri.',
  categories: ['lifestyle'],
  labels: ['LifeStyle'],
  banner: bannerFor(path, 'Meja dengan buku nota, segelas air dan pokok hiasan'),
  publishedAt: '2025-02-03',
  body: [
    p(
      '"Jaga tepi kain sendiri" biasanya bermaksud jangan sibuk dengan hal orang lain. Selepas lebih 35 tahun dalam perniagaan pembungkusan kertas, saya memahaminya secara berbeza. Urusan yang paling perlu dijaga ialah yang anda bawa ke mana-mana setiap hari: badan anda sendiri.',
    ),
    h('Urusan yang tidak boleh diserahkan kepada orang lain'),
    p(
      'Dalam syarikat, anda boleh mengambil pasukan kewangan, pengurus pengeluaran, rakan kongsi logistik. Anda tidak boleh mengupah orang untuk tidur bagi pihak anda, minum air bagi pihak anda atau berjalan bagi pihak anda. Bertahun-tahun saya melayan kesihatan saya seperti pembekal yang boleh diuruskan kemudian. Hari kerja yang panjang, makan malam yang lewat, terlalu banyak kopi dan kurang bergerak terasa normal kerana semua orang di sekeliling saya hidup dengan cara yang sama.',
    ),
    p(
      'Peringatan itu tidak datang secara dramatik. Saya cuma perasan bahawa waktu petang semakin berat, bahawa saya mencapai makanan manis pada pukul empat petang, dan bahawa hujung minggu dihabiskan untuk memulihkan diri, bukan untuk menikmati hidup. Perniagaan yang diurus begitu pasti membimbangkan para pemegang sahamnya.',
    ),
    h('Urus kesihatan seperti operasi yang baik'),
    p(
      'Operasi yang baik tidak dibina atas aksi wira. Ia dibina atas rutin yang tetap berjalan walaupun pada hari yang buruk. Tabiat yang sama yang memastikan kilang beroperasi dengan lancar rupa-rupanya berkesan juga untuk kesihatan saya:',
    ),
    ul(
      'Seragamkan perkara asas. Waktu bangun yang sama, gelas air pertama yang sama, sarapan ringkas yang sama pada hari-hari sibuk.',
      'Buang halangan. Letakkan pilihan yang baik lebih dekat daripada yang tidak baik: sachet di dalam laci, buah di atas meja, kasut berjalan di tepi pintu.',
      'Ukur apa yang penting, bukan semuanya. Beberapa angka yang disemak secara tetap lebih baik daripada sedozen aplikasi yang ditinggalkan selepas seminggu.',
      'Semak dan laraskan. Sebulan sekali, tanya apa yang berkesan dan apa yang tidak, dan ubah satu perkara pada satu masa.',
      'Tanya pakar. Pemeriksaan kesihatan berkala dengan doktor ialah audit yang diperlukan setiap perniagaan.',
    ),
    h('Di mana letaknya Nyiur'),
    p(
      'Nyiur lahir daripada pemikiran itu. Saya mahukan tabiat harian yang mudah dikekalkan walaupun pada hari perjalanan yang paling teruk: satu sachet, segelas air, selesai. Ia bukan penawar bagi apa-apa penyakit dan tidak menggantikan makanan, tidur atau pergerakan. Ia satu sistem kecil yang terus berjalan apabila selebihnya hari tidak berjalan seperti yang dirancang.',
    ),
    h('Mulakan dengan satu perkara'),
    p(
      'Jika menjaga tepi kain sendiri terasa seperti projek yang terlalu besar, pilih satu perkara sahaja. Minum segelas air sebelum kopi pertama anda. Naik tangga ke satu mesyuarat setiap hari. Letakkan telefon di bilik lain sejam sebelum tidur. Beri masa sebulan sebelum menilainya. Kecil, membosankan dan konsisten mengatasi besar, mengujakan tetapi ditinggalkan, dalam perniagaan mahupun kesihatan.',
    ),
  ],
};
