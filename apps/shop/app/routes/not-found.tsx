import { useEffect } from 'react';

/** A path no shop route knows: the brand app's not-found screen takes over (spec §8). */
export default function NotFoundRedirect() {
  useEffect(() => {
    window.location.replace('/page-not-found');
  }, []);
  return null;
}
