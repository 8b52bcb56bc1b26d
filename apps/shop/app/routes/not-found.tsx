import { useEffect } from 'react';
import { PATHS } from '@nyiur/domain';

/** A path no shop route knows: the brand app's not-found screen takes over (spec §8). */
export default function NotFoundRedirect() {
  useEffect(() => {
    window.location.replace(PATHS.notFound);
  }, []);
  return null;
}
