import type { FaqPage } from '../faq';

export const faqPage: FaqPage = {
  meta: {
    title: 'Soalan lazim | Nyiur',
    description:
      'Jawapan tentang penghantaran di Malaysia, pembayaran dengan kad, FPX atau e-dompet, cara mengambil sachet MCT kami, dan bayaran balik.',
  },
  title: 'Soalan Lazim',
  topics: [
    { key: 'shipping', title: 'Penghantaran' },
    { key: 'payment', title: 'Pembayaran' },
    { key: 'usage', title: 'Menggunakan produk kami' },
    { key: 'refunds', title: 'Bayaran balik' },
    { key: 'account', title: 'Akaun dan sampel' },
  ],
  items: [
    {
      topic: 'shipping',
      question: 'Ke mana anda menghantar?',
      answer:
        'Kami menghantar ke alamat di Malaysia sahaja, sama ada di Semenanjung atau Malaysia Timur. Anda juga boleh memilih untuk mengambil sendiri di salah satu pusat pengambilan kami semasa bayar.',
    },
    {
      topic: 'shipping',
      question: 'Berapa lama tempoh penghantaran?',
      answer:
        'Penghantaran mengambil masa 5 - 7 hari bekerja ke Semenanjung dan Malaysia Timur. Pesanan dihantar Isnin hingga Jumaat, kecuali cuti umum Malaysia.',
    },
    {
      topic: 'shipping',
      question: 'Berapakah caj penghantaran?',
      answer:
        'Pesanan melebihi RM200 dihantar percuma. Di bawah jumlah itu, caj bergantung pada berat pesanan dan negeri penghantaran, dan anda akan melihatnya semasa bayar sebelum membuat pembayaran. Ambil sendiri adalah percuma.',
    },
    {
      topic: 'shipping',
      question: 'Adakah had saiz pesanan?',
      answer:
        'Ya: sehingga 10 kg bagi setiap pesanan dan RM3,000 bagi setiap transaksi. Untuk kuantiti yang lebih besar, buat pesanan berasingan atau hubungi kami.',
    },
    {
      topic: 'payment',
      question: 'Bagaimana saya boleh membayar?',
      answer:
        'Pembayaran dibuat melalui iPay88, gerbang pembayaran Malaysia. Anda boleh membayar dengan kad kredit atau debit, perbankan dalam talian FPX atau e-dompet yang disokong. Butiran kad dan bank anda dimasukkan di halaman selamat gerbang pembayaran, bukan di laman kami.',
    },
    {
      topic: 'payment',
      question: 'Pembayaran saya gagal. Apa yang perlu saya buat?',
      answer:
        'Pesanan anda kekal belum selesai. Buka Pesanan Saya dalam akaun anda dan tekan Bayar Sekarang untuk mencuba lagi, dengan kaedah pembayaran yang sama atau yang lain.',
    },
    {
      topic: 'usage',
      question: 'Bagaimana cara mengambil MCT Essentials?',
      answer:
        'Ambil 1 hingga 2 sachet sehari. Tuang satu sachet ke dalam 250 ml air sejuk atau air suhu bilik, kacau dan minum. Jangan gunakan air panas.',
    },
    {
      topic: 'usage',
      question: 'Bagaimana cara mengambil MCT LeanEssentials?',
      answer:
        'Minum 1 hingga 2 bancuhan sehari. Goncang satu sachet bersama 250 hingga 300 ml air sejuk atau air suhu bilik. Air panas membuatkan whey berketul.',
    },
    {
      topic: 'usage',
      question: 'Saya baru mula mengambil MCT. Di mana saya patut bermula?',
      answer:
        'Mulakan dengan satu sachet sehari bersama makanan pada minggu pertama, kemudian tambah kepada dua jika anda rasa selesa. Mengambil terlalu banyak MCT sekali gus boleh mengganggu perut.',
    },
    {
      topic: 'usage',
      question: 'Bolehkah saya mengambilnya jika saya hamil atau sedang makan ubat?',
      answer:
        'Sila tanya doktor anda dahulu. Produk kami ialah makanan tambahan dan bukan untuk mendiagnosis, merawat atau mencegah sebarang penyakit. MCT LeanEssentials mengandungi susu.',
    },
    {
      topic: 'usage',
      question: 'Bagaimana cara menyimpan sachet?',
      answer:
        'Simpan kotak di tempat yang sejuk dan kering, jauh daripada cahaya matahari terus, dan gunakan sachet sebaik sahaja dibuka.',
    },
    {
      topic: 'refunds',
      question: 'Bolehkah saya mendapat bayaran balik?',
      answer:
        'Boleh. Hubungi kami dalam tempoh 30 hari dari tarikh pembelian untuk bayaran balik penuh atau kredit kad hadiah elektronik bernilai sama dengan produk. Barangan jualan penghabisan stok adalah jualan muktamad, tanpa pemulangan atau pelarasan harga.',
    },
    {
      topic: 'refunds',
      question: 'Bungkusan saya tiba dalam keadaan rosak. Apa yang perlu saya buat?',
      answer:
        'Hantarkan nombor rujukan pesanan dan gambar kepada kami melalui halaman hubungi. Kami akan menggantikan barangan atau membuat bayaran balik, dan menanggung kos penghantaran pulang.',
    },
    {
      topic: 'account',
      question: 'Apakah kod rujukan dan bagaimana jika saya tiada kod?',
      answer:
        'Kod rujukan memautkan akaun anda kepada orang yang memperkenalkan anda. Jika tiada sesiapa, masukkan MNA001 semasa mendaftar.',
    },
    {
      topic: 'account',
      question: 'Bagaimana saya boleh mendapatkan sampel percuma?',
      answer:
        'Isi borang sampel percuma dan bayar kos penghantaran sahaja. Satu sampel percuma bagi setiap alamat e-mel dan setiap nombor telefon.',
    },
    {
      topic: 'account',
      question: 'Bagaimana saya boleh menjadi affiliate gaya hidup?',
      answer:
        'Beli mana-mana pakej kombo, atau hantar pertanyaan melalui halaman affiliate gaya hidup dan kami akan menghubungi anda.',
    },
  ],
  more: {
    before: 'Masih tertanya-tanya? ',
    link: 'Hubungi kami',
    after: ' dan kami akan membalas dalam tempoh dua hari bekerja.',
  },
};
