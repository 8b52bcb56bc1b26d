import type {
  BlogArticleCopy,
  CommunityBlogCopy,
  ContactCopy,
  FreeSampleCopy,
  NotFoundCopy,
  PolicyPageCopy,
} from '../site-page-copy';

export const contactCopy: ContactCopy = {
  meta: {
    title: 'Hubungi Kami',
    description:
      'Ada soalan tentang sachet MCT Nyiur, pesanan anda atau kerjasama? Hantar mesej kepada kami atau cari lokasi kami di Malaysia.',
  },
  title: 'Hubungi Kami!',
  intro:
    'Tanya apa sahaja tentang sachet kami, pesanan anda atau peluang bekerjasama. Kami akan membalas dalam tempoh dua hari bekerja.',
  locateUsTitle: 'Lokasi Kami',
  mapTitle: 'Peta',
  mapLink: 'Buka peta di tab baharu',
  terms: {
    phone: 'Telefon',
    registration: 'No. pendaftaran syarikat',
    address: 'Alamat',
    email: 'E-mel',
  },
};

export const freeSampleCopy: FreeSampleCopy = {
  meta: {
    title: 'Dapatkan sampel percuma',
    description:
      'Cuba MCT kelapa Nyiur sebelum membeli: daftar untuk pek sampel percuma dan bayar kos penghantaran dalam Malaysia sahaja.',
  },
  title: 'Cuba secara percuma',
  intro:
    'Belum pasti sachet mana yang sesuai? Beritahu kami sedikit tentang diri anda dan kami akan hantarkan pek sampel. Sampelnya percuma; anda hanya bayar caj penghantaran semasa bayar.',
  points: [
    'Satu sampel percuma bagi setiap orang (setiap alamat e-mel dan nombor telefon).',
    'Penghantaran dalam Malaysia dalam 5 - 7 hari bekerja.',
  ],
  freeShipping: { before: 'Pesanan melebihi ', after: ' sentiasa dihantar percuma.' },
};

export const notFoundCopy: NotFoundCopy = {
  meta: {
    title: 'Halaman tidak dijumpai',
    description: 'Halaman yang anda cari tiada di sini. Lihat sachet MCT, blog dan panduan kami.',
  },
  title: 'Maaf, halaman ini tidak tersedia',
  code: '404 - Halaman tidak dijumpai',
  backLabel: 'Kembali ke Laman Utama',
};

export const communityBlogCopy: CommunityBlogCopy = {
  meta: {
    title: 'Blog Komuniti: hidup dan belajar',
    description:
      'Kisah, panduan dan rutin harian tentang MCT kelapa, kesihatan usus, pengurusan berat badan dan gaya hidup sihat di Malaysia.',
  },
  title: 'Blog Komuniti',
  intro:
    'Hidup dan belajar: catatan dari dapur kami, daripada pelanggan kami dan kajian yang kami ikuti.',
  allLabel: 'Semua',
  filterLabel: 'Tapis mengikut kategori',
  articlesHeading: 'Artikel',
  countText: 'Menunjukkan {shown} daripada {total} artikel',
  loadMoreLabel: 'Lihat Lagi',
  shortsTitle: 'Video Pendek',
  categoryLabels: { mct: 'MCT', lifestyle: 'Gaya Hidup' },
};

export const blogArticleCopy: BlogArticleCopy = {
  notFoundMeta: {
    title: 'Halaman tidak dijumpai',
    description: 'Artikel ini tidak tersedia.',
  },
  blogLink: 'Blog Komuniti',
  categoriesLabel: 'Kategori',
  byline: 'Oleh',
  readTime: '{minutes} minit bacaan',
  aboutAuthor: 'Tentang penulis',
  labelNames: { LifeStyle: 'Gaya Hidup', Beginners: 'Pemula', 'About Us': 'Tentang Kami' },
  share: {
    navLabel: 'Kongsi artikel ini',
    label: 'Kongsi',
    copyLink: 'Salin pautan',
    linkCopied: 'Pautan disalin',
    copyFailed: 'Gagal menyalin teks',
  },
};

export const policyPageCopy: PolicyPageCopy = {
  home: 'Laman Utama',
  updated: 'Kemas kini terakhir:',
  relatedLabel: 'Halaman berkaitan',
  relatedHeading: 'Berkaitan',
};
