import { useLocation } from 'react-router';
import { localeOfPath, type Locale } from '@nyiur/domain';

/** The language of the page being shown: its path says it (`/ms/...` is Malay). */
export const useLocale = (): Locale => localeOfPath(useLocation().pathname);
