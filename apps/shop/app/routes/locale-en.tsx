import { messages as chrome } from '@nyiur/shell/catalogue/en';
import { LocalePages, localeI18n, type LocaleHandle } from '@nyiur/shell';
import { messages as pages } from '../locales/en.json?lingui';

// Imported by the English pages only: each page carries its own language's messages.
const i18n = localeI18n('en', chrome, pages);

export const handle: LocaleHandle = { i18n };

/** Every English page of the shop: the chrome's and the shop's messages in English. */
export default function EnglishPages() {
  return <LocalePages i18n={i18n} />;
}
