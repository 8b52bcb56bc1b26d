import { errorMessages, successMessages } from '@nyiur/domain';
import type { BlogLabel } from './blog-article';
import type { PageMeta } from './page-meta';

/** The words of the contact page around its form. */
export interface ContactCopy {
  readonly meta: PageMeta;
  readonly title: string;
  readonly intro: string;
  readonly locateUsTitle: string;
  /** The map's frame title: `mapTitle` alone, or `mapTitle: <address>`. */
  readonly mapTitle: string;
  readonly mapLink: string;
  readonly terms: {
    readonly phone: string;
    readonly registration: string;
    readonly address: string;
    readonly email: string;
  };
}

/** The free-sample page around its form; the amount goes between the last line's two parts. */
export interface FreeSampleCopy {
  readonly meta: PageMeta;
  readonly title: string;
  readonly intro: string;
  readonly points: readonly [string, string];
  readonly freeShipping: { readonly before: string; readonly after: string };
}

export interface NotFoundCopy {
  readonly meta: PageMeta;
  readonly title: string;
  readonly code: string;
  readonly backLabel: string;
}

/** The blog list's own words; `{shown}` and `{total}` are filled in by the page. */
export interface CommunityBlogCopy {
  readonly meta: PageMeta;
  readonly title: string;
  readonly intro: string;
  readonly allLabel: string;
  readonly filterLabel: string;
  readonly articlesHeading: string;
  readonly countText: string;
  readonly loadMoreLabel: string;
  readonly shortsTitle: string;
  readonly categoryLabels: { readonly mct: string; readonly lifestyle: string };
}

/** The words around an article; `{minutes}` is filled in by the page. */
export interface BlogArticleCopy {
  readonly notFoundMeta: PageMeta;
  readonly blogLink: string;
  readonly categoriesLabel: string;
  readonly byline: string;
  readonly readTime: string;
  readonly aboutAuthor: string;
  /** An article's labels as the page names them. */
  readonly labelNames: Readonly<Record<BlogLabel, string>>;
  readonly share: {
    readonly navLabel: string;
    readonly label: string;
    readonly copyLink: string;
    /** The toasts after a copy, as the spec words them in English. */
    readonly linkCopied: string;
    readonly copyFailed: string;
  };
}

/** The words around a policy's own text. */
export interface PolicyPageCopy {
  readonly home: string;
  readonly updated: string;
  readonly relatedLabel: string;
  readonly relatedHeading: string;
}

/** Fills `{name}` places in a line with the values given. */
export const fillIn = (line: string, values: Readonly<Record<string, string | number>>): string =>
  line.replace(/\{(\w+)\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );

export const contactCopy: ContactCopy = {
  meta: {
    title: 'Contact Us',
    description:
      'Questions about Nyiur MCT sachets, an order or a partnership? Send us a message or find us in Malaysia.',
  },
  title: 'Get In Touch!',
  intro:
    'Ask us anything about our sachets, your order or working together. We reply within two working days.',
  locateUsTitle: 'Locate Us',
  mapTitle: 'Map',
  mapLink: 'Open the map in a new tab',
  terms: {
    phone: 'Phone',
    registration: 'Company registration',
    address: 'Address',
    email: 'Email',
  },
};

export const freeSampleCopy: FreeSampleCopy = {
  meta: {
    title: 'Get a free sample',
    description:
      'Try Nyiur coconut MCT before you buy: sign up for a free sample pack and pay only for delivery within Malaysia.',
  },
  title: 'Try it free',
  intro:
    'Not sure which sachet suits you? Tell us a little about yourself and we will send you a sample pack. The sample is free; you pay only the delivery fee at checkout.',
  points: [
    'One free sample per person (per e-mail address and phone number).',
    'Delivery within Malaysia in 5 - 7 working days.',
  ],
  freeShipping: { before: 'Orders over ', after: ' always ship free.' },
};

export const notFoundCopy: NotFoundCopy = {
  meta: {
    title: 'Page not found',
    description:
      'The page you asked for is not here. Browse our MCT sachets, blog and guides instead.',
  },
  title: "We're sorry, this page is not available",
  code: '404 - Page not found',
  backLabel: 'Back to Home',
};

export const communityBlogCopy: CommunityBlogCopy = {
  meta: {
    title: 'Community Blog: live life and learn',
    description:
      'Stories, guides and everyday routines about coconut MCT, gut health, weight management and living well in Malaysia.',
  },
  title: 'Community Blog',
  intro: 'Live life and learn: notes from our kitchen, our customers and the research we follow.',
  allLabel: 'All',
  filterLabel: 'Filter by category',
  articlesHeading: 'Articles',
  countText: 'Showing {shown} of {total} articles',
  loadMoreLabel: 'Load More',
  shortsTitle: 'Shorts',
  categoryLabels: { mct: 'MCT', lifestyle: 'Lifestyle' },
};

export const blogArticleCopy: BlogArticleCopy = {
  notFoundMeta: { title: 'Page not found', description: 'This article is not available.' },
  blogLink: 'Community Blog',
  categoriesLabel: 'Categories',
  byline: 'By',
  readTime: '{minutes} min read',
  aboutAuthor: 'About the author',
  labelNames: { LifeStyle: 'LifeStyle', Beginners: 'Beginners', 'About Us': 'About Us' },
  share: {
    navLabel: 'Share this article',
    label: 'Share',
    copyLink: 'Copy link',
    linkCopied: successMessages.linkCopied,
    copyFailed: errorMessages.copyFailed,
  },
};

export const policyPageCopy: PolicyPageCopy = {
  home: 'Home',
  updated: 'Last updated:',
  relatedLabel: 'Related pages',
  relatedHeading: 'Related',
};
