import { PATHS } from '@nyiur/domain';
import { list, para, type PolicyDocument } from '../policy-document';

export const privacyPolicy: PolicyDocument = {
  path: PATHS.privacyPolicy,
  title: 'Dasar Privasi',
  breadcrumb: 'Dasar Privasi',
  meta: {
    title: 'Dasar Privasi | Nyiur',
    description:
      'Cara Nyiur mengumpul, menggunakan dan melindungi data peribadi anda di bawah Akta Perlindungan Data Peribadi 2010 (Malaysia).',
  },
  updatedAt: '2026-11-26',
  intro: [
    'Notis ini menerangkan cara kami memproses data peribadi anda apabila anda menggunakan laman web kami, membeli-belah dengan kami atau menghubungi kami, selaras dengan Akta Perlindungan Data Peribadi 2010 (PDPA) Malaysia. Anda mestilah berumur sekurang-kurangnya 13 tahun untuk menggunakan laman web ini.',
  ],
  sections: [
    {
      heading: '1. Data yang kami kumpul',
      blocks: [
        list(
          'Butiran akaun: nama, alamat e-mel, kata laluan (disimpan hanya dalam bentuk cincangan yang selamat) dan kod rujukan.',
          'Butiran pesanan dan penghantaran: nama penerima, nombor telefon, alamat penghantaran, produk yang anda beli dan sejarah pesanan anda.',
          'Status pembayaran: keputusan dan nombor rujukan bagi setiap pembayaran. Butiran kad dan bank dimasukkan di halaman gerbang pembayaran dan tidak disimpan oleh kami.',
          'Pertanyaan dan pendaftaran: maklumat yang anda hantar melalui borang hubungi kami, afiliasi, sampel percuma dan surat berita, termasuk jantina bagi sampel percuma dan sebarang fail yang anda muat naik.',
          'Data teknikal: jenis pelayar, alamat IP dan halaman yang dilawati, yang disimpan dalam log pelayan bagi tujuan keselamatan.',
        ),
      ],
    },
    {
      heading: '2. Tujuan kami menggunakannya',
      blocks: [
        list(
          'Untuk membuka dan mengendalikan akaun anda serta memproses pesanan, pembayaran, penghantaran dan bayaran balik anda.',
          'Untuk menjawab pertanyaan serta menguruskan sampel percuma (satu bagi setiap alamat e-mel dan nombor telefon) dan program afiliasi.',
          'Untuk menghantar e-mel perkhidmatan seperti pengesahan pesanan dan penetapan semula kata laluan.',
          'Untuk menghantar surat berita kami, hanya jika anda melanggannya. Setiap surat berita menyediakan cara untuk berhenti melanggan.',
          'Untuk memastikan keselamatan laman web, mencegah penipuan dan memenuhi kewajipan undang-undang kami.',
        ),
      ],
    },
    {
      heading: '3. Pihak yang menerima data anda',
      blocks: [
        para(
          'Kami tidak menjual data peribadi anda. Kami hanya berkongsi data tersebut dengan pihak yang membantu kami memberikan perkhidmatan kepada anda:',
        ),
        list(
          'Gerbang pembayaran kami, iPay88, untuk memproses pembayaran.',
          'Rakan kongsi kurier dan logistik, untuk menghantar pesanan anda.',
          'Penyedia perkhidmatan pengehosan dan e-mel, yang memproses data bagi pihak kami di bawah kontrak.',
          'Pihak berkuasa, apabila dikehendaki oleh undang-undang.',
        ),
        para(
          'Sesetengah penyedia ini mungkin menyimpan data di luar Malaysia. Dalam keadaan sedemikian, kami mengambil langkah supaya data anda dilindungi pada tahap yang setanding dengan PDPA.',
        ),
      ],
    },
    {
      heading: '4. Kuki dan storan setempat',
      blocks: [
        para(
          'Kami menyimpan sesi log masuk anda dalam storan setempat pelayar anda supaya anda kekal log masuk. Kami mungkin menggunakan analitik untuk mengetahui halaman yang berguna dan untuk mengukur pembelian yang selesai. Anda boleh mengosongkan storan setempat dan kuki dalam tetapan pelayar anda pada bila-bila masa; selepas itu, anda perlu log masuk semula.',
        ),
      ],
    },
    {
      heading: '5. Tempoh penyimpanan data',
      blocks: [
        para(
          'Kami menyimpan data akaun selagi akaun anda masih dibuka. Rekod pesanan dan pembayaran disimpan selama tempoh yang dikehendaki oleh undang-undang cukai dan perakaunan, lazimnya tujuh tahun. Pertanyaan dan maklumat bakal pelanggan dipadamkan apabila tidak lagi diperlukan, manakala data surat berita dipadamkan apabila anda berhenti melanggan. Salinan e-mel yang kami hantar dipadamkan 90 hari selepas dihantar. Apabila anda meminta kami memadamkan akaun anda, nama, alamat e-mel, nombor telefon dan alamat anda akan dikeluarkan daripada akaun itu, daripada pesanan anda, daripada e-mel kami dan daripada catatan kakitangan kami; amaun dan tarikh pesanan anda dikekalkan bagi tujuan rekod perakaunan.',
        ),
      ],
    },
    {
      heading: '6. Cara kami melindungi data anda',
      blocks: [
        para(
          'Data dihantar melalui sambungan yang disulitkan, kata laluan disimpan sebagai cincangan sehala, dan akses kepada data peribadi dihadkan kepada kakitangan yang memerlukannya untuk menjalankan tugas mereka. Tiada sistem yang selamat sepenuhnya; sekiranya berlaku pelanggaran yang menjejaskan data anda, kami akan memaklumkan anda dan pihak berkuasa sebagaimana yang dikehendaki oleh undang-undang.',
        ),
      ],
    },
    {
      heading: '7. Hak anda',
      blocks: [
        list(
          'Meminta akses kepada data peribadi anda yang kami simpan.',
          'Meminta kami membetulkan data yang tidak tepat, tidak lengkap atau sudah lapuk.',
          'Menarik balik persetujuan anda, atau meminta kami berhenti menggunakan data anda untuk pemasaran langsung.',
          'Meminta kami mengehadkan cara kami memproses data anda.',
        ),
        para(
          'Sesetengah permintaan mungkin menyebabkan kami tidak lagi dapat menyediakan sesuatu perkhidmatan, contohnya jika anda meminta kami memadamkan alamat penghantaran bagi pesanan yang sedang dihantar. Kami boleh mengenakan fi yang dibenarkan oleh PDPA bagi salinan data anda dan akan memberikan jawapan dalam tempoh yang ditetapkan oleh akta tersebut.',
        ),
      ],
    },
    {
      heading: '8. Hubungi kami dan perubahan',
      blocks: [
        para(
          'Hantarkan soalan atau permintaan berkenaan data peribadi anda melalui halaman hubungi kami atau ke alamat e-mel yang tertera di bahagian Lokasi Kami. Kami mungkin mengemas kini notis ini dari semasa ke semasa; tarikh di bahagian atas menunjukkan versi terkini.',
        ),
      ],
    },
  ],
  links: [
    { label: 'Hubungi Kami', href: PATHS.contact },
    { label: 'Syarat Jualan', href: PATHS.conditionOfSale },
  ],
};
