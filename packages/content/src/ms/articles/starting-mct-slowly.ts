import { bannerFor, h, p, ul } from '../../article-blocks';
import type { BlogArticleSource } from '../../blog-article';
import { editorialAuthor } from '../blog-authors';

const path = 'starting-mct-slowly';

export const startingMctArticle: BlogArticleSource = {
  title: 'Baru mencuba MCT? Mulakan perlahan-lahan',
  path,
  author: editorialAuthor,
  desc: 'Kenapa minggu pertama anda dengan MCT patut dimulakan dengan lembut, cara menambahnya sedikit demi sedikit, dan bila perlu berjumpa doktor.',
  categories: ['mct'],
  labels: ['Beginners'],
  banner: bannerFor(path, 'Tiga anak tangga menaik dengan sebuah sachet di anak tangga pertama'),
  publishedAt: '2025-08-11',
  body: [
    p(
      'Aduan paling biasa daripada mereka yang mencuba MCT buat kali pertama bukanlah tentang rasanya. Ia tentang perut yang tidak selesa selepas mengambil terlalu banyak, terlalu cepat. Berita baiknya, perkara ini mudah dielakkan.',
    ),
    h('Kenapa ia berlaku'),
    p(
      'Lemak rantai sederhana diserap dengan cepat. Dos yang besar sekali gus, terutamanya ketika perut kosong, boleh menyebabkan kekejangan perut, loya atau najis lembik sementara sistem pencernaan menyesuaikan diri. Minyak MCT cecair selalunya puncanya, kerana terlalu mudah untuk menuang satu sudu besar yang penuh. Serbuk dalam hidangan yang sudah disukat membantu, tetapi prinsip yang sama tetap terpakai.',
    ),
    h('Pelan mudah untuk dua minggu pertama'),
    ul(
      'Minggu pertama: satu sachet sehari, diambil bersama makanan atau sejurus selepas makan.',
      'Minggu kedua: jika semuanya baik, naikkan kepada dua sachet sehari, pada waktu yang berbeza.',
      'Kekal pada dua. Saranan penggunaan ialah 1 hingga 2 sachet sehari, dan lebih banyak tidak bermakna lebih baik.',
    ),
    h('Tip yang membantu'),
    ul(
      'Bancuh dengan jumlah air yang cukup: 250 ml untuk MCT Essentials, 250 hingga 300 ml untuk MCT LeanEssentials.',
      'Gunakan air sejuk atau air suhu bilik, jangan sekali-kali air panas.',
      'Jika perut anda sensitif, hirup sedikit demi sedikit dan jangan teguk sekali gus.',
      'Ambil bersama makanan pada minggu-minggu pertama.',
      'Kekalkan pemakanan anda yang lain seperti biasa semasa bermula, supaya anda tahu apa yang menyebabkan apa.',
    ),
    h('Dengar isyarat badan anda'),
    p(
      'Perubahan kecil pada hari-hari pertama adalah perkara biasa dan selalunya reda sendiri. Jika rasa tidak selesa berterusan, kembali kepada satu sachet sehari atau berhenti seketika selama beberapa hari. Jika gejalanya teruk atau tidak reda, hentikan pengambilan dan berjumpa doktor.',
    ),
    h('Siapa yang perlu bertanya doktor dahulu'),
    p(
      'Dapatkan nasihat doktor sebelum bermula jika anda menghidap penyakit hati, diabetes atau masalah metabolik lain, atau gangguan pencernaan, jika anda sedang hamil atau menyusukan anak, atau jika anda mengambil ubat secara tetap. MCT LeanEssentials mengandungi susu, jadi mereka yang alah kepada susu perlu mengelakkannya.',
    ),
    p(
      'Suplemen paling berkesan apabila menjadi sebahagian daripada rutin yang anda amalkan berbulan-bulan, bukan eksperimen yang ditinggalkan selepas hari pertama yang kurang baik. Mulakan dengan perlahan dan beri badan anda masa untuk membiasakan diri dengan sesuatu yang baharu.',
    ),
  ],
};
