import { siteConfig } from '@nyiur/content';

/** A route's head tags: "<page> | <brand>" and a description. */
export const pageMeta = (title: string, description?: string) => [
  { title: `${title} | ${siteConfig.brandName}` },
  ...(description ? [{ name: 'description', content: description }] : []),
];

/** Private or transient screens are kept out of search results. */
export const privatePageMeta = (title: string) => [
  ...pageMeta(title),
  { name: 'robots', content: 'noindex' },
];
