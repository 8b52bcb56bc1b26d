import { messages as chrome } from '@nyiur/shell/catalogue/en';
import { LocalePages, localeI18n, type LocaleHandle } from '@nyiur/shell';

// Imported by the English pages only: each page carries its own language's messages.
const i18n = localeI18n('en', chrome);

export const handle: LocaleHandle = { i18n };

/** Every English page of the brand site: the chrome's messages in English. */
export default function EnglishPages() {
  return <LocalePages i18n={i18n} />;
}
