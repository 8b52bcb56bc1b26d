import { PATHS } from '@nyiur/domain';
import { combos } from '../catalogue';
import type { LifestyleAffiliatePage } from '../lifestyle-affiliate-page';
import { media } from '../media-ref';
import { comboLabels } from './combo-packages';

export const lifestyleAffiliatePage: LifestyleAffiliatePage = {
  meta: {
    title: 'Jadi affiliate gaya hidup | Nyiur',
    description:
      'Kongsikan sachet MCT Nyiur dengan komuniti anda. Beli mana-mana pakej kombo untuk menjadi affiliate gaya hidup dengan kod rujukan anda sendiri.',
    keywords: ['affiliate', 'affiliate Nyiur', 'kod rujukan', 'komuniti kesihatan Malaysia'],
  },
  title: 'Jadi affiliate gaya hidup',
  intro: [
    'Affiliate kami ialah mereka yang sudah pun mengamalkan rutin ini: sachet ketika sarapan, bancuhan protein selepas bersenam, dan kawan-kawan yang asyik bertanya apa yang ada dalam gelas.',
    'Jika itu anda, sertai kami. Anda kongsikan produk yang anda gunakan, kawan-kawan anda mendaftar dengan kod rujukan anda, dan anda berkembang bersama jenama kami.',
  ],
  image: media('brand/affiliate.svg', 'Tiga sahabat mengangkat gelas', 600, 400),
  howItWorks: [
    {
      title: 'Pilih kombo',
      text: 'Membeli mana-mana pakej kombo melayakkan anda menjadi affiliate gaya hidup.',
    },
    {
      title: 'Dapatkan kod rujukan anda',
      text: 'Kami sediakan kod peribadi anda selepas pesanan dibayar. Pembeli baharu memasukkannya semasa mendaftar.',
    },
    {
      title: 'Kongsi apa yang anda guna',
      text: 'Siarkan, tulis atau sekadar bercerita tentang rutin anda. Beritahu kami jika anda mencipta kandungan atau menulis blog, dan kami akan menyokong anda.',
    },
  ],
  benefits: [
    {
      title: 'Harga kombo',
      text: 'Pakej kombo lebih murah berbanding membeli kotak yang sama satu demi satu.',
    },
    {
      title: 'Sokongan kandungan',
      text: 'Gambar produk, resipi dan fakta yang boleh dipercayai, supaya apa yang anda kongsi adalah tepat.',
    },
    {
      title: 'Sebuah komuniti',
      text: 'Sertai mereka di seluruh Malaysia yang berkongsi rutin harian yang sama dan bertukar-tukar idea mengenainya.',
    },
  ],
  qualifyingCombos: combos,
  comboLabels,
  form: {
    title: 'Ceritakan tentang diri anda',
    intro: 'Tinggalkan butiran anda dan kami akan menghubungi anda dalam tempoh dua hari bekerja.',
    contentCreatorQuestion: 'Adakah anda pencipta kandungan?',
    blogWriterQuestion: 'Adakah anda menulis blog?',
    submitLabel: 'Hantar',
  },
  cta: { label: 'Hubungi Kami', href: PATHS.contact },
  headings: {
    howItWorks: 'Cara ia berfungsi',
    qualifyingCombos: 'Kombo yang layak',
    benefits: 'Kenapa perlu sertai',
    questionsFirst: 'Ada soalan dahulu?',
  },
};
