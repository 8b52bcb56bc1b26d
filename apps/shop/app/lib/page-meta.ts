import { siteConfig } from '@nyiur/content';

/** Private or transient screens: a title, and kept out of search results. */
export const privatePageMeta = (title: string) => [
  { title: `${title} | ${siteConfig.brandName}` },
  { name: 'robots', content: 'noindex' },
];
