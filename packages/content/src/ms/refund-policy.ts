import { PATHS } from '@nyiur/domain';
import { list, para, type PolicyDocument } from '../policy-document';

export const refundPolicy: PolicyDocument = {
  path: PATHS.returnPolicy,
  title: 'Polisi Bayaran Balik',
  breadcrumb: 'Polisi Bayaran Balik',
  meta: {
    title: 'Polisi Bayaran Balik | Nyiur',
    description:
      'Tidak berpuas hati dengan pesanan anda? Hubungi kami dalam tempoh 30 hari dari tarikh pembelian untuk bayaran balik penuh atau kredit kad hadiah elektronik.',
  },
  updatedAt: '2025-01-01',
  intro: [
    'Kami mahu anda menikmati setiap sachet. Jika ada yang tidak kena, beritahu kami dan kami akan membetulkannya.',
  ],
  sections: [
    {
      heading: 'Dalam tempoh 30 hari dari tarikh pembelian',
      blocks: [
        para(
          'Hubungi kami dalam tempoh 30 hari dari tarikh pembelian dan anda boleh memilih sama ada bayaran balik penuh atau kredit kad hadiah elektronik bernilai sama dengan produk.',
        ),
        para(
          'Untuk bermula, hantarkan nombor rujukan pesanan, alamat e-mel yang digunakan untuk pesanan dan nota ringkas tentang masalahnya. Gambar amat membantu jika barangan tiba dalam keadaan rosak atau tidak betul.',
        ),
      ],
    },
    {
      heading: 'Cara bayaran balik dibuat',
      blocks: [
        list(
          'Bayaran balik penuh dikembalikan melalui kaedah pembayaran asal (kad, perbankan dalam talian FPX atau e-dompet) sebaik sahaja kami mengesahkan permintaan anda.',
          'Bank atau penyedia e-dompet anda mungkin mengambil beberapa hari bekerja sebelum bayaran balik kelihatan dalam penyata anda.',
          'Kredit kad hadiah elektronik dihantar ke alamat e-mel pesanan dan boleh digunakan untuk mana-mana produk di kedai kami.',
        ),
      ],
    },
    {
      heading: 'Memulangkan barangan',
      blocks: [
        para(
          'Jika kami meminta anda memulangkan barangan, kami akan memberitahu ke mana dan bagaimana. Sila simpan sachet yang belum dibuka di dalam kotaknya. Bagi barangan yang tiba dalam keadaan rosak atau tersilap hantar, kami menanggung kos penghantaran pulang.',
        ),
      ],
    },
    {
      heading: 'Barangan jualan penghabisan stok',
      blocks: [
        para(
          'Barangan yang dijual sebagai jualan penghabisan stok adalah jualan muktamad. Ia tidak boleh dipulangkan dan tidak layak untuk pelarasan harga.',
        ),
      ],
    },
    {
      heading: 'Sampel percuma',
      blocks: [
        para(
          'Sampel percuma tidak boleh dibayar balik. Jika sampel tiba dalam keadaan rosak, hubungi kami dan kami akan membantu anda.',
        ),
      ],
    },
    {
      heading: 'Soalan',
      blocks: [
        para(
          'Hubungi kami melalui halaman hubungi. Polisi ini ialah sebahagian daripada Syarat Jualan kami dan tidak menjejaskan hak anda di bawah Akta Perlindungan Pengguna 1999.',
        ),
      ],
    },
  ],
  links: [
    { label: 'Hubungi Kami', href: PATHS.contact },
    { label: 'Syarat Jualan', href: PATHS.conditionOfSale },
  ],
};
