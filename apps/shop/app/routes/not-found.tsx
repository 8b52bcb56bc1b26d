import { useEffect } from 'react';
import { inLocale, PATHS } from '@nyiur/domain';
import { useLocale } from '@nyiur/shell';

/** A path no shop route knows: the brand app's not-found screen, in the page's language (spec §8). */
export default function NotFoundRedirect() {
  const locale = useLocale();
  useEffect(() => {
    window.location.replace(inLocale(PATHS.notFound, locale));
  }, [locale]);
  return null;
}
