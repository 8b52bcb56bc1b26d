import { localeOfPath, type Locale } from '@nyiur/domain';

/** The language of the page a loader answers for, from its request's path (decision 0038). */
export const requestLocale = (request: Request): Locale =>
  localeOfPath(new URL(request.url).pathname);
