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
    'Syarat-syarat ini terpakai bagi setiap pembelian di kedai dalam talian Nyiur. Dengan membuat pesanan, anda bersetuju dengannya, jadi sila baca dahulu sebelum membeli. Syarat ini tidak menjejaskan hak statutori anda sebagai pengguna di Malaysia.',
  ],
  sections: [
    {
      heading: '1. Siapa yang boleh membeli',
      blocks: [
        para(
          'Anda mestilah berumur sekurang-kurangnya 13 tahun untuk menggunakan laman web ini. Pelanggan di bawah umur 18 tahun hanya boleh membuat pesanan dengan izin ibu bapa atau penjaga.',
        ),
        para(
          'Kami menjual dan menghantar ke alamat di Malaysia sahaja. Pilihan ambil sendiri tersedia di pusat pengambilan yang ditunjukkan semasa bayar.',
        ),
      ],
    },
    {
      heading: '2. Produk dan harga',
      blocks: [
        para(
          'Harga dipaparkan dalam Ringgit Malaysia (RM, MYR). Jumlah yang perlu dibayar, termasuk caj penghantaran, dipaparkan semasa bayar sebelum anda membuat pembayaran.',
        ),
        para(
          'Kami berhati-hati supaya maklumat produk dan harga adalah tepat. Jika kami mendapati kesilapan harga yang jelas selepas anda membuat pesanan, kami akan menghubungi anda dan anda boleh mengesahkan pesanan pada harga yang betul atau membatalkannya dengan bayaran balik penuh.',
        ),
        para(
          'Produk bertanda "akan datang" belum boleh dipesan. Gambar produk ialah ilustrasi; pembungkusan yang anda terima mungkin sedikit berbeza.',
        ),
      ],
    },
    {
      heading: '3. Pesanan dan had',
      blocks: [
        list(
          'Anda perlu mempunyai akaun untuk menambah ke troli dan membuat pembayaran sebagai ahli. Daftar keluar tetamu tersedia untuk sampel percuma.',
          'Berat setiap pesanan tidak boleh melebihi 10 kg dan setiap transaksi tidak boleh melebihi RM3,000. Pesanan yang lebih besar boleh dipecahkan, atau hubungi kami untuk pertanyaan pukal.',
          'Pesanan diterima sebaik sahaja pembayaran disahkan dan kami menghantar e-mel pengesahan. Sehingga itu, pesanan kekal belum selesai.',
          'Kami boleh menolak atau membatalkan pesanan jika pembayaran gagal, jika barangan tiada, atau jika kami mengesyaki penipuan atau penjualan semula yang melanggar syarat-syarat ini. Sebarang bayaran yang telah diambil akan dipulangkan sepenuhnya.',
        ),
      ],
    },
    {
      heading: '4. Pembayaran',
      blocks: [
        para(
          'Pembayaran diproses oleh gerbang pembayaran kami, iPay88, yang menerima kad kredit dan debit, perbankan dalam talian FPX dan e-dompet. Kami tidak pernah melihat atau menyimpan butiran penuh kad anda.',
        ),
        para(
          'Jika pembayaran gagal, pesanan anda kekal belum selesai dan anda boleh membayar semula daripada akaun anda dalam tempoh yang ditunjukkan.',
        ),
      ],
    },
    {
      heading: '5. Penghantaran',
      blocks: [
        list(
          'Pesanan dihantar Isnin hingga Jumaat, kecuali cuti umum Malaysia.',
          'Penghantaran ke Semenanjung Malaysia dan Malaysia Timur mengambil masa 5 - 7 hari bekerja.',
          'Pesanan melebihi RM200 dihantar percuma. Jika tidak, caj bergantung pada berat pesanan dan negeri penghantaran, dan dipaparkan semasa bayar.',
          'Pesanan ambil sendiri tidak dikenakan caj penghantaran.',
        ),
        para(
          'Tempoh penghantaran ialah anggaran. Sila periksa bungkusan sebaik sahaja tiba dan maklumkan kepada kami secepat mungkin jika ada barang yang hilang atau rosak.',
        ),
      ],
    },
    {
      heading: '6. Bayaran balik',
      blocks: [
        para(
          'Anda boleh menghubungi kami dalam tempoh 30 hari dari tarikh pembelian untuk bayaran balik penuh atau kredit kad hadiah elektronik bernilai sama dengan produk. Barangan jualan penghabisan stok adalah jualan muktamad. Butirannya ada dalam Polisi Bayaran Balik.',
        ),
      ],
    },
    {
      heading: '7. Sampel percuma dan kod rujukan',
      blocks: [
        para(
          'Satu sampel percuma disediakan bagi setiap alamat e-mel dan setiap nombor telefon; anda hanya membayar kos penghantaran. Kod rujukan adalah untuk kegunaan peribadi, dan membeli pakej kombo melayakkan pembeli menjadi affiliate gaya hidup. Kami boleh menarik balik sampel atau kod yang disalah guna.',
        ),
      ],
    },
    {
      heading: '8. Menggunakan produk kami',
      blocks: [
        para(
          'Produk kami ialah makanan tambahan, bukan ubat. Ikut cara penggunaan yang disyorkan pada kotak, dan dapatkan nasihat doktor dahulu jika anda hamil, menyusukan bayi, mengambil ubat atau mempunyai masalah kesihatan. Semak senarai ramuan untuk alergen: MCT LeanEssentials mengandungi susu.',
        ),
      ],
    },
    {
      heading: '9. Liabiliti',
      blocks: [
        para(
          'Tiada apa-apa dalam syarat-syarat ini yang mengehadkan liabiliti yang tidak boleh dihadkan oleh undang-undang. Selain itu, liabiliti kami bagi sesuatu pesanan terhad kepada jumlah yang anda bayar untuknya, dan kami tidak bertanggungjawab atas kelewatan akibat perkara di luar kawalan munasabah kami.',
        ),
      ],
    },
    {
      heading: '10. Perubahan dan undang-undang yang terpakai',
      blocks: [
        para(
          'Kami boleh mengemas kini syarat-syarat ini dari semasa ke semasa; versi yang berkuat kuasa ketika anda membuat pesanan terpakai bagi pesanan tersebut. Syarat-syarat ini tertakluk kepada undang-undang Malaysia.',
        ),
      ],
    },
  ],
  links: [
    { label: 'Polisi Bayaran Balik', href: PATHS.returnPolicy },
    { label: 'Polisi Privasi', href: PATHS.privacyPolicy },
    { label: 'Hubungi Kami', href: PATHS.contact },
  ],
};
