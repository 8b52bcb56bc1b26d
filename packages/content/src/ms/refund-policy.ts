import { PATHS } from '@nyiur/domain';
import { list, para, type PolicyDocument } from '../policy-document';

export const refundPolicy: PolicyDocument = {
  path: PATHS.returnPolicy,
  title: 'Dasar Pemulangan dan Bayaran Balik',
  breadcrumb: 'Dasar Pemulangan dan Bayaran Balik',
  meta: {
    title: 'Dasar Pemulangan dan Bayaran Balik | Nyiur',
    description:
      'Tidak berpuas hati dengan pesanan anda? Hubungi kami dalam tempoh 30 hari dari tarikh pembelian untuk bayaran balik penuh atau kredit e-kad hadiah.',
  },
  updatedAt: '2025-01-01',
  intro: [
    'Kami mahu anda menikmati setiap sachet. Jika ada yang tidak kena, beritahu kami dan kami akan menyelesaikannya.',
  ],
  sections: [
    {
      heading: 'Dalam tempoh 30 hari dari tarikh pembelian',
      blocks: [
        para(
          'Hubungi kami dalam tempoh 30 hari dari tarikh pembelian, dan anda boleh memilih sama ada bayaran balik penuh atau kredit e-kad hadiah yang sama dengan nilai produk.',
        ),
        para(
          'Untuk bermula, hantarkan kepada kami nombor rujukan pesanan, alamat e-mel yang digunakan untuk pesanan tersebut dan catatan ringkas tentang masalah yang berlaku. Gambar amat membantu jika barangan tiba dalam keadaan rosak atau tidak seperti yang dipesan.',
        ),
      ],
    },
    {
      heading: 'Cara bayaran balik dibuat',
      blocks: [
        list(
          'Bayaran balik penuh dikreditkan semula melalui kaedah pembayaran asal (kad, perbankan dalam talian FPX atau e-dompet) sebaik sahaja kami mengesahkan permintaan anda.',
          'Bank atau penyedia e-dompet anda mungkin mengambil masa beberapa hari bekerja sebelum bayaran balik tertera dalam penyata anda.',
          'Kredit e-kad hadiah dihantar ke alamat e-mel pada pesanan dan boleh digunakan untuk membeli mana-mana produk di kedai kami.',
        ),
      ],
    },
    {
      heading: 'Memulangkan barangan',
      blocks: [
        para(
          'Jika kami meminta anda menghantar semula barangan, kami akan memaklumkan ke mana dan bagaimana barangan itu perlu dihantar. Sila simpan sachet yang belum dibuka di dalam kotaknya. Bagi barangan yang tiba dalam keadaan rosak atau tersalah hantar, kami akan menanggung kos penghantaran pemulangan.',
        ),
      ],
    },
    {
      heading: 'Barangan jualan penghabisan stok',
      blocks: [
        para(
          'Barangan yang dijual dalam jualan penghabisan stok adalah jualan muktamad. Barangan ini tidak boleh dipulangkan dan tidak layak untuk pelarasan harga.',
        ),
      ],
    },
    {
      heading: 'Sampel percuma',
      blocks: [
        para(
          'Sampel percuma tidak layak untuk bayaran balik. Jika sampel tiba dalam keadaan rosak, hubungi kami dan kami akan menguruskannya untuk anda.',
        ),
      ],
    },
    {
      heading: 'Pertanyaan',
      blocks: [
        para(
          'Hubungi kami melalui halaman hubungi kami. Dasar ini merupakan sebahagian daripada Syarat Jualan kami dan tidak menjejaskan hak anda di bawah Akta Perlindungan Pengguna 1999.',
        ),
      ],
    },
  ],
  links: [
    { label: 'Hubungi Kami', href: PATHS.contact },
    { label: 'Syarat Jualan', href: PATHS.conditionOfSale },
  ],
};
