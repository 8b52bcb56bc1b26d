import { siteConfig } from '@nyiur/content';
import { PATHS } from '@nyiur/domain';
import { MEMBERS_ONLY_META } from '@nyiur/build-tools/members-only';

/** Private or transient screens: a title, and kept out of search results. */
export const privatePageMeta = (title: string) => [
  { title: `${title} | ${siteConfig.brandName}` },
  { name: 'robots', content: 'noindex' },
];

/**
 * Screens for members only: as private ones, and a visitor with no stored session is sent to the
 * login screen by the guard the build puts at the top of the page's head, before anything else of
 * the page is fetched (the page still redirects once hydrated if the stored session turns out to
 * be unusable).
 */
export const membersPageMeta = (title: string) => [
  ...privatePageMeta(title),
  { name: MEMBERS_ONLY_META, content: PATHS.login },
];
