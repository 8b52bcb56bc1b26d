import type { BlogAuthor } from './blog-article';
import { media } from './media-ref';

export const founderAuthor: BlogAuthor = {
  name: 'The Nyiur Founder',
  about:
    'Our founder has spent more than 35 years in the paper packaging industry and has made sustainability the focus of that work since 2019. Nyiur brings both halves together: products that support everyday health, in packaging that respects the planet.',
  profileImg: media(
    'blog/author-founder.svg',
    'Portrait illustration of the Nyiur founder',
    160,
    160,
  ),
};

export const editorialAuthor: BlogAuthor = {
  name: 'Nyiur Editorial Team',
  about:
    'The people who formulate, test and pack Nyiur sachets also write this blog. We check what we publish against published research and leave medical advice to your doctor.',
  profileImg: media('blog/author-team.svg', 'The Nyiur coconut mark', 160, 160),
};
