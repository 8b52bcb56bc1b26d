import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'gut-health-and-postbiotics';

export const gutHealthArticle: BlogArticleSource = {
  title: 'Prebiotik, probiotik, postbiotik: apa bezanya?',
  path,
  author: editorialAuthor,
  desc: 'Tiga perkataan yang hampir sama, tiga perkara yang berbeza. Panduan jelas tentang "biotik" dan tabiat harian yang lebih penting.',
  categories: ['mct', 'lifestyle'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'Daun dan bentuk bulat tersusun dalam lengkung yang lembut'),
  publishedAt: '2025-04-24',
  body: [
    p(
      'Kesihatan usus ialah salah satu daripada tiga asas yang menjadi teras produk kami, dan ia datang bersama istilah yang mengelirukan. Prebiotik, probiotik dan postbiotik bunyinya hampir sama, tetapi ketiga-tiganya merujuk kepada perkara yang agak berbeza.',
    ),
    h('Prebiotik: makanan untuk bakteria usus anda'),
    p(
      'Prebiotik kebanyakannya ialah jenis serat yang tidak dapat kita cerna tetapi boleh dicerna oleh bakteria dalam usus besar kita. Makanan seperti bawang, bawang putih, pisang, oat, kekacang dan banyak jenis sayur-sayuran mengandunginya. Apabila bakteria usus menapai serat ini, ia menghasilkan sebatian, termasuk asid lemak rantai pendek, yang digunakan oleh sel-sel dinding usus.',
    ),
    h('Probiotik: mikroorganisma hidup'),
    p(
      'Probiotik ialah mikroorganisma hidup yang memberi manfaat kesihatan apabila diambil dalam jumlah yang mencukupi. Yogurt, sesetengah minuman susu yang ditapai, tempe dan kimchi boleh mengandunginya, dan ia juga dijual sebagai suplemen. Oleh kerana ia hidup, ia sensitif kepada haba, lembapan dan masa, dan banyak yang perlu disimpan dalam peti sejuk.',
    ),
    h('Postbiotik: istilah paling baharu'),
    p(
      'Pada 2021, satu panel saintis antarabangsa mentakrifkan postbiotik sebagai persediaan mikroorganisma tidak hidup dan komponennya yang memberikan manfaat kesihatan. Dalam bahasa mudah: bakteria baik yang sengaja dinyahaktifkan, biasanya dengan haba, bersama bahan-bahan yang dihasilkannya.',
    ),
    p(
      'Oleh kerana postbiotik tidak hidup, ia tidak perlu terus hidup sepanjang penyimpanan. Ini menjadikannya sesuai untuk serbuk kering dalam sachet yang bertutup rapat, dan itulah sebabnya kami memilihnya untuk MCT Essentials. Kajian tentang postbiotik lebih baharu berbanding kajian tentang probiotik, dan hasilnya bergantung pada strain dan persediaan yang khusus, jadi kami menggambarkannya sebagai sebahagian daripada rutin, bukan sebagai penawar.',
    ),
    h('Tabiat lebih penting daripada mana-mana satu produk'),
    ul(
      'Makan pelbagai jenis tumbuhan sepanjang minggu: sayur-sayuran, buah-buahan, kekacang, bijirin penuh, kacang dan biji-bijian.',
      'Minum air secukupnya, terutamanya dalam iklim kita.',
      'Kekalkan waktu makan yang agak teratur.',
      'Bergerak setiap hari; berjalan kaki selepas makan malam pun membantu.',
      'Tidur dengan cukup dan uruskan tekanan sebaik mungkin.',
    ),
    p(
      'Jika anda mengalami gejala pencernaan yang berterusan seperti sakit perut, darah dalam najis, berat badan turun tanpa sebab atau perubahan tabiat buang air besar yang berpanjangan, berjumpalah doktor. Suplemen bukan pengganti pemeriksaan yang sewajarnya.',
    ),
  ],
};
