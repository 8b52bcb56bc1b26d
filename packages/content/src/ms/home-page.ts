import { PATHS } from '@nyiur/domain';
import type { HomePage } from '../home-page';
import { media, mediaUrl } from '../media-ref';
import { whyMctPath } from '../site-config';
import { comboLabels, comboPackages } from './combo-packages';
import { ingredients } from './ingredients';

export const homePage: HomePage = {
  meta: {
    title: 'Nyiur | Sachet serbuk MCT kelapa, buatan Malaysia',
    description:
      'Serbuk MCT kelapa organik dalam sachet sekali hidang: MCT Essentials (Lemon Blast) dan MCT LeanEssentials dengan whey (Chocolate Rapture). Penghantaran percuma di Malaysia untuk pesanan melebihi RM200.',
    keywords: ['serbuk MCT', 'MCT kelapa', 'sachet MCT', 'Malaysia', 'keto', 'protein whey'],
  },
  banner: {
    eyebrow: 'Ubah Diri dari Dalam',
    title: 'MCT kelapa, satu sachet pada satu masa',
    text: 'Tenaga kelapa yang bersih, muat dalam poket. Koyak, tuang ke dalam air, goncang dan teruskan hari anda.',
    cta: { label: 'Beli Sekarang', href: PATHS.products },
    image: media(
      'brand/hero-banner.svg',
      'Buah kelapa dibelah dua di sebelah dua sachet MCT',
      1200,
      630,
    ),
  },
  ingredients: {
    title: 'Apa yang ada dalam setiap sachet',
    items: ingredients,
  },
  difference: {
    title: 'Kelainan Nyiur',
    intro: 'Bandingkan sachet kami dengan cara biasa mengambil MCT.',
    columns: ['Sachet MCT Nyiur', 'Minyak MCT dalam botol', 'Serbuk MCT dalam tab'],
    rows: [
      {
        label: 'Bentuk',
        values: ['Serbuk, sachet sekali hidang', 'Minyak cecair', 'Serbuk, longgar'],
      },
      { label: 'Larut dalam air kosong', values: [true, false, true] },
      { label: 'Hidangan tepat tanpa sukat', values: [true, false, false] },
      { label: 'Muat dalam poket atau beg gim', values: [true, false, false] },
      { label: 'Ditambah postbiotik dan tokotrienol', values: [true, false, false] },
      { label: 'Kotak kertas kitar semula, tanpa balutan plastik', values: [true, false, false] },
      { label: 'Dirumus sendiri di Malaysia', values: [true, 'Berbeza-beza', 'Berbeza-beza'] },
    ],
  },
  testimonialsTitle: 'Sachet dalam setiap rutin',
  moreVideosTitle: 'Lagi video pendek',
  incentiveBanner: {
    eyebrow: 'Penghantaran percuma',
    title: 'Penghantaran percuma untuk pesanan melebihi RM200',
    text: 'Ke mana-mana di Semenanjung dan Malaysia Timur, sampai dalam 5 - 7 hari bekerja.',
    cta: { label: 'Mula Membeli', href: PATHS.products },
    image: media('brand/incentive-banner.svg', 'Kotak penghantaran dengan daun kelapa', 1200, 400),
  },
  combos: {
    title: 'Pakej kombo',
    intro:
      'Beli pakej, lebih jimat. Setiap kombo juga menjadikan anda affiliate gaya hidup Nyiur, dengan kod rujukan sendiri untuk dikongsi.',
    items: comboPackages,
    words: comboLabels,
  },
  benefits: {
    title: 'Sepuluh sebab orang menjadikan MCT satu tabiat',
    items: [
      {
        title: 'Tenaga daripada lemak, tanpa menunggu lama',
        text: 'Trigliserida rantai sederhana dibawa lebih terus ke hati berbanding kebanyakan lemak makanan, lalu digunakan sebagai tenaga atau ditukar menjadi keton.',
      },
      {
        title: 'Sesuai untuk keto dan rendah karbohidrat',
        text: 'MCT Essentials hampir tiada karbohidrat atau gula bagi setiap sachet, jadi ia mudah dimasukkan dalam hari rendah karbohidrat anda.',
      },
      {
        title: 'Sebahagian rutin mesra usus',
        text: 'Postbiotik dalam MCT Essentials melengkapkan serat, air dan makanan asli yang diperlukan untuk usus yang selesa.',
      },
      {
        title: 'Membantu anda rasa kenyang lebih lama',
        text: 'Ramai yang mendapati minuman MCT pada waktu pagi atau segelas bancuhan protein membuatkan mereka bertahan hingga waktu makan tengah hari, jadi lebih mudah menjaga saiz hidangan.',
      },
      {
        title: 'Bahan api yang boleh digunakan otak',
        text: 'Keton yang terhasil daripada MCT ialah bahan api yang boleh digunakan otak bersama glukosa. Kajian tentang tumpuan dan penuaan sihat masih dijalankan.',
      },
      {
        title: 'Sebahagian keluarga vitamin E',
        text: 'Tokotrienol tergolong dalam keluarga vitamin E dan bertindak sebagai antioksidan dalam badan.',
      },
      {
        title: 'Protein bila-bila anda perlukan',
        text: 'MCT LeanEssentials menambah kira-kira 20 g protein whey bagi setiap bancuhan, sesuai selepas bersenam atau pada pagi yang kelam-kabut.',
      },
      {
        title: 'Tiada kesan berminyak, tak perlu pengisar',
        text: 'MCT serbuk larut dalam air sejuk atau air suhu bilik dengan hanya dikacau atau digoncang.',
      },
      {
        title: 'Sukatan yang tepat, setiap kali',
        text: 'Satu sachet ialah satu hidangan. Tiada sudu penyukat, tiada teka-teki, tiada penutup tab yang melekit.',
      },
      {
        title: 'Dibawa ke mana sahaja',
        text: 'Selitkan beberapa sachet dalam beg untuk ke pejabat, ke gim, menaiki kapal terbang atau pulang ke kampung.',
      },
    ],
  },
  recommendation: {
    title: 'Cara menikmati sachet anda',
    text: 'Satu sachet, 250 ml air sejuk atau air suhu bilik, kacau sebentar. Itu sahaja rutinnya.',
    poster: media('brand/video-poster-how-to.svg', 'Sachet dituang ke dalam gelas', 1280, 720),
    video: mediaUrl('videos/how-to-mix.mp4'),
    captions: mediaUrl('videos/how-to-mix.vtt'),
  },
  rethinkMct: {
    title: 'Kenali Semula MCT',
    paragraphs: [
      'Dahulu, MCT bermaksud sebotol minyak, satu sudu teh dan secawan kopi yang berminyak. Kami mahukan lemak kelapa yang sama dalam bentuk yang boleh dibawa ke mana-mana dan dibancuh dalam beberapa saat.',
      'Jadi kami keringkan MCT kelapa organik menjadi serbuk halus, tambah bahan-bahan yang kami yakini, dan kedap setiap hidangan dalam sachetnya sendiri.',
    ],
    cta: { label: 'Kenapa MCT?', href: whyMctPath },
    image: media('brand/rethink-mct.svg', 'Botol minyak bertukar menjadi sachet', 600, 600),
  },
  bottomBanner: {
    title: 'Ubah diri dari dalam, bermula esok pagi',
    text: 'Cuba sekotak MCT Essentials atau MCT LeanEssentials dan jadikan ia sebahagian daripada hari anda.',
    cta: { label: 'Beli Sekarang', href: PATHS.products },
    image: media(
      'brand/bottom-banner.svg',
      'Daun kelapa di atas laut yang tenang ketika matahari terbit',
      1600,
      500,
    ),
  },
};
