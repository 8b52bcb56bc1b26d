import { PATHS } from '@nyiur/domain';
import { list, para, type PolicyDocument } from '../policy-document';

export const conditionsOfSale: PolicyDocument = {
  path: PATHS.conditionOfSale,
  title: 'Syarat Jualan',
  breadcrumb: 'Syarat Jualan',
  meta: {
    title: 'Syarat Jualan | Nyiur',
    description:
      'Terma yang terpakai apabila anda membeli di kedai dalam talian Nyiur: pesanan, harga, pembayaran, penghantaran dalam Malaysia dan bayaran balik.',
  },
  updatedAt: '2025-01-01',
  intro: [
    'Syarat-syarat ini terpakai bagi setiap pembelian di kedai dalam talian Nyiur. Dengan membuat pesanan, anda bersetuju dengan syarat-syarat ini, jadi sila baca terlebih dahulu sebelum membeli. Syarat-syarat ini tidak menjejaskan hak statutori anda sebagai pengguna di Malaysia.',
  ],
  sections: [
    {
      heading: '1. Siapa yang boleh membeli',
      blocks: [
        para(
          'Anda mestilah berumur sekurang-kurangnya 13 tahun untuk menggunakan laman web ini. Pelanggan yang berumur di bawah 18 tahun hanya boleh membuat pesanan dengan kebenaran ibu bapa atau penjaga.',
        ),
        para(
          'Kami menjual dan menghantar ke alamat di Malaysia sahaja. Pesanan juga boleh diambil sendiri di lokasi pengambilan yang dipaparkan semasa daftar keluar.',
        ),
      ],
    },
    {
      heading: '2. Produk dan harga',
      blocks: [
        para(
          'Harga dipaparkan dalam Ringgit Malaysia (RM, MYR). Jumlah yang perlu anda bayar, termasuk caj penghantaran, dipaparkan semasa daftar keluar sebelum anda membuat pembayaran.',
        ),
        para(
          'Kami berusaha memastikan maklumat produk dan harga adalah tepat. Jika kami mendapati kesilapan harga yang nyata selepas anda membuat pesanan, kami akan menghubungi anda, dan anda boleh mengesahkan pesanan itu pada harga yang betul atau membatalkannya dan menerima bayaran balik penuh.',
        ),
        para(
          'Produk yang bertanda "akan datang" belum boleh dipesan. Gambar produk adalah sebagai ilustrasi sahaja; pembungkusan yang anda terima mungkin sedikit berbeza.',
        ),
      ],
    },
    {
      heading: '3. Pesanan dan had',
      blocks: [
        list(
          'Anda memerlukan akaun untuk menambah produk ke troli dan membuat pembayaran sebagai ahli. Daftar keluar sebagai tetamu tersedia untuk sampel percuma.',
          'Berat sesuatu pesanan tidak boleh melebihi 10 kg dan nilai satu transaksi tidak boleh melebihi RM3,000. Pesanan yang lebih besar boleh dipecahkan kepada beberapa pesanan, atau hubungi kami untuk pertanyaan pembelian pukal.',
          'Pesanan dianggap diterima sebaik sahaja pembayaran disahkan dan kami menghantar e-mel pengesahan. Sebelum itu, status pesanan kekal belum selesai.',
          'Kami boleh menolak atau membatalkan pesanan jika pembayaran gagal, jika barangan tiada dalam stok, atau jika kami mengesyaki penipuan atau penjualan semula yang melanggar syarat-syarat ini. Sebarang bayaran yang telah diterima akan dikembalikan sepenuhnya.',
        ),
      ],
    },
    {
      heading: '4. Pembayaran',
      blocks: [
        para(
          'Pembayaran diproses oleh gerbang pembayaran kami, iPay88, yang menerima kad kredit dan kad debit, perbankan dalam talian FPX dan e-dompet. Kami tidak sekali-kali melihat atau menyimpan butiran penuh kad anda.',
        ),
        para(
          'Jika pembayaran gagal, pesanan anda kekal belum selesai dan anda boleh membuat pembayaran semula melalui akaun anda dalam tempoh yang dipaparkan.',
        ),
      ],
    },
    {
      heading: '5. Penghantaran',
      blocks: [
        list(
          'Pesanan dihantar dari Isnin hingga Jumaat, kecuali pada cuti umum Malaysia.',
          'Penghantaran ke Semenanjung Malaysia dan Malaysia Timur mengambil masa 5 - 7 hari bekerja.',
          'Penghantaran adalah percuma bagi pesanan melebihi MYR200. Selain itu, caj penghantaran bergantung pada berat pesanan dan negeri destinasi, dan dipaparkan semasa daftar keluar.',
          'Pesanan ambil sendiri tidak dikenakan caj penghantaran.',
        ),
        para(
          'Tempoh penghantaran adalah anggaran sahaja. Sila periksa bungkusan sebaik sahaja anda menerimanya dan maklumkan kepada kami secepat mungkin jika ada barang yang tidak lengkap atau rosak.',
        ),
      ],
    },
    {
      heading: '6. Bayaran balik',
      blocks: [
        para(
          'Anda boleh menghubungi kami dalam tempoh 30 hari dari tarikh pembelian untuk mendapatkan bayaran balik penuh atau kredit e-kad hadiah yang sama dengan nilai produk. Barangan jualan penghabisan stok adalah jualan muktamad. Butiran lanjut dinyatakan dalam Dasar Pemulangan dan Bayaran Balik.',
        ),
      ],
    },
    {
      heading: '7. Sampel percuma dan kod rujukan',
      blocks: [
        para(
          'Satu sampel percuma disediakan bagi setiap alamat e-mel dan setiap nombor telefon; anda hanya perlu membayar caj penghantaran. Kod rujukan adalah untuk kegunaan peribadi, dan pembelian pakej kombo melayakkan pembeli menjadi afiliasi gaya hidup. Kami boleh menarik balik sampel atau kod yang disalahgunakan.',
        ),
      ],
    },
    {
      heading: '8. Penggunaan produk kami',
      blocks: [
        para(
          'Produk kami ialah suplemen makanan, bukan ubat. Ikut cara penggunaan yang disyorkan pada kotak, dan dapatkan nasihat doktor terlebih dahulu jika anda hamil, menyusukan bayi, sedang mengambil ubat atau mempunyai masalah kesihatan. Semak senarai ramuan untuk bahan alergen: MCT LeanEssentials mengandungi susu.',
        ),
      ],
    },
    {
      heading: '9. Liabiliti',
      blocks: [
        para(
          'Tiada apa-apa dalam syarat-syarat ini yang mengehadkan liabiliti yang tidak boleh dihadkan di sisi undang-undang. Selain itu, liabiliti kami bagi sesuatu pesanan adalah terhad kepada amaun yang anda bayar bagi pesanan tersebut, dan kami tidak bertanggungjawab atas kelewatan yang disebabkan oleh kejadian di luar kawalan munasabah kami.',
        ),
      ],
    },
    {
      heading: '10. Perubahan dan undang-undang yang terpakai',
      blocks: [
        para(
          'Kami boleh mengemas kini syarat-syarat ini dari semasa ke semasa; versi yang berkuat kuasa semasa anda membuat pesanan terpakai bagi pesanan tersebut. Syarat-syarat ini ditadbir oleh undang-undang Malaysia.',
        ),
      ],
    },
  ],
  links: [
    { label: 'Dasar Pemulangan dan Bayaran Balik', href: PATHS.returnPolicy },
    { label: 'Dasar Privasi', href: PATHS.privacyPolicy },
    { label: 'Hubungi Kami', href: PATHS.contact },
  ],
};
