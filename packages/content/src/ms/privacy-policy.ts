import { PATHS } from '@nyiur/domain';
import { list, para, type PolicyDocument } from '../policy-document';

export const privacyPolicy: PolicyDocument = {
  path: PATHS.privacyPolicy,
  title: 'Polisi Privasi',
  breadcrumb: 'Polisi Privasi',
  meta: {
    title: 'Polisi Privasi | Nyiur',
    description:
      'Cara Nyiur mengumpul, menggunakan dan melindungi data peribadi anda di bawah Akta Perlindungan Data Peribadi 2010 (Malaysia).',
  },
  updatedAt: '2026-11-26',
  intro: [
    'Notis ini menerangkan cara kami memproses data peribadi anda apabila anda menggunakan laman web kami, membeli-belah dengan kami atau menghubungi kami, selaras dengan Akta Perlindungan Data Peribadi 2010 Malaysia (PDPA). Anda mestilah berumur sekurang-kurangnya 13 tahun untuk menggunakan laman web ini.',
  ],
  sections: [
    {
      heading: '1. Data yang kami kumpul',
      blocks: [
        list(
          'Butiran akaun: nama, alamat e-mel, kata laluan (disimpan hanya sebagai cincangan yang selamat) dan kod rujukan.',
          'Butiran pesanan dan penghantaran: nama penerima, nombor telefon, alamat penghantaran, produk yang anda beli dan sejarah pesanan anda.',
          'Status pembayaran: keputusan dan rujukan setiap pembayaran. Butiran kad dan bank dimasukkan di halaman gerbang pembayaran dan tidak disimpan oleh kami.',
          'Pertanyaan dan pendaftaran: apa yang anda hantar melalui borang hubungi, affiliate, sampel percuma dan surat berita, termasuk jantina untuk sampel percuma dan sebarang fail yang anda muat naik.',
          'Data teknikal: jenis pelayar, alamat IP dan halaman yang dilawati, disimpan dalam log pelayan untuk keselamatan.',
        ),
      ],
    },
    {
      heading: '2. Kenapa kami menggunakannya',
      blocks: [
        list(
          'Untuk membuka dan mengendalikan akaun anda serta memproses pesanan, pembayaran, penghantaran dan bayaran balik anda.',
          'Untuk menjawab pertanyaan, mengurus sampel percuma (satu bagi setiap e-mel dan nombor telefon) dan program affiliate.',
          'Untuk menghantar e-mel perkhidmatan seperti pengesahan pesanan dan tetapan semula kata laluan.',
          'Untuk menghantar surat berita kami, hanya jika anda melanggan. Setiap surat berita ada cara untuk berhenti melanggan.',
          'Untuk memastikan laman web selamat, mencegah penipuan dan memenuhi kewajipan undang-undang kami.',
        ),
      ],
    },
    {
      heading: '3. Dengan siapa kami berkongsi',
      blocks: [
        para(
          'Kami tidak menjual data peribadi anda. Kami hanya berkongsinya dengan pihak yang membantu kami melayani anda:',
        ),
        list(
          'Gerbang pembayaran kami, iPay88, untuk memproses pembayaran.',
          'Rakan kurier dan logistik, untuk menghantar pesanan anda.',
          'Penyedia perkhidmatan pengehosan dan e-mel, yang memproses data bagi pihak kami di bawah kontrak.',
          'Pihak berkuasa, apabila dikehendaki oleh undang-undang.',
        ),
        para(
          'Sesetengah penyedia ini mungkin menyimpan data di luar Malaysia. Jika ini berlaku, kami mengambil langkah supaya data anda dilindungi pada tahap yang setara dengan PDPA.',
        ),
      ],
    },
    {
      heading: '4. Kuki dan storan setempat',
      blocks: [
        para(
          'Kami menyimpan sesi log masuk anda dalam storan setempat pelayar supaya anda kekal log masuk. Kami mungkin menggunakan analitik untuk memahami halaman mana yang berguna dan untuk mengukur pembelian yang selesai. Anda boleh mengosongkan storan setempat dan kuki dalam tetapan pelayar anda pada bila-bila masa; anda kemudian perlu log masuk semula.',
        ),
      ],
    },
    {
      heading: '5. Berapa lama kami menyimpannya',
      blocks: [
        para(
          'Kami menyimpan data akaun selagi akaun anda dibuka. Rekod pesanan dan pembayaran disimpan selama yang dikehendaki oleh undang-undang cukai dan perakaunan, biasanya tujuh tahun. Pertanyaan dan petunjuk jualan dipadam apabila tidak lagi diperlukan, dan data surat berita apabila anda berhenti melanggan. Salinan e-mel yang kami hantar dipadam 90 hari selepas dihantar. Apabila anda meminta kami memadam akaun anda, nama, alamat e-mel, nombor telefon dan alamat anda dibuang daripada akaun, pesanan, e-mel dan nota kakitangan kami; jumlah dan tarikh pesanan anda kekal untuk tujuan perakaunan.',
        ),
      ],
    },
    {
      heading: '6. Cara kami melindunginya',
      blocks: [
        para(
          'Data dihantar melalui sambungan yang disulitkan, kata laluan disimpan sebagai cincangan sehala, dan akses kepada data peribadi terhad kepada kakitangan yang memerlukannya untuk kerja mereka. Tiada sistem yang selamat sepenuhnya, dan kami akan memaklumkan anda dan pihak berkuasa seperti yang dikehendaki undang-undang jika berlaku pelanggaran yang melibatkan data anda.',
        ),
      ],
    },
    {
      heading: '7. Hak anda',
      blocks: [
        list(
          'Meminta akses kepada data peribadi anda yang kami simpan.',
          'Meminta kami membetulkan data yang tidak tepat, tidak lengkap atau lapuk.',
          'Menarik balik persetujuan anda, atau meminta kami berhenti menggunakan data anda untuk pemasaran langsung.',
          'Meminta kami mengehadkan cara kami memproses data anda.',
        ),
        para(
          'Sesetengah permintaan mungkin bermakna kami tidak lagi dapat memberikan sesuatu perkhidmatan, contohnya jika anda meminta kami memadam alamat tempat pesanan sedang dihantar. Kami mungkin mengenakan fi yang dibenarkan oleh PDPA bagi salinan data anda dan akan membalas dalam tempoh yang ditetapkannya.',
        ),
      ],
    },
    {
      heading: '8. Hubungi kami dan perubahan',
      blocks: [
        para(
          'Hantar soalan atau permintaan tentang data peribadi anda melalui halaman hubungi kami atau ke alamat e-mel yang dipaparkan di bahagian Lokasi Kami. Kami mungkin mengemas kini notis ini; tarikh di bahagian atas menunjukkan versi terkini.',
        ),
      ],
    },
  ],
  links: [
    { label: 'Hubungi Kami', href: PATHS.contact },
    { label: 'Syarat Jualan', href: PATHS.conditionOfSale },
  ],
};
