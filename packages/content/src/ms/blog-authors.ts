import type { BlogAuthor } from '../blog-article';
import { media } from '../media-ref';

export const founderAuthor: BlogAuthor = {
  name: 'Pengasas Nyiur',
  about:
    'Pengasas kami telah lebih 35 tahun bergiat dalam industri pembungkusan kertas, dan sejak 2019 menjadikan kelestarian teras kerjanya. Nyiur menyatukan kedua-duanya: produk yang menyokong kesihatan harian, dalam pembungkusan yang menghormati bumi.',
  profileImg: media('blog/author-founder.svg', 'Ilustrasi potret pengasas Nyiur', 160, 160),
};

export const editorialAuthor: BlogAuthor = {
  name: 'Pasukan Editorial Nyiur',
  about:
    'Mereka yang merumus, menguji dan membungkus sachet Nyiur juga menulis blog ini. Kami menyemak setiap tulisan dengan kajian yang telah diterbitkan, dan nasihat perubatan kami serahkan kepada doktor anda.',
  profileImg: media('blog/author-team.svg', 'Logo kelapa Nyiur', 160, 160),
};
