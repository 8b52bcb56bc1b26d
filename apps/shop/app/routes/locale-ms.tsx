import { messages as chrome } from '@nyiur/shell/catalogue/ms';
import { LocalePages, localeI18n, type LocaleHandle } from '@nyiur/shell';
import { messages as pages } from '../locales/ms.json?lingui';

// Imported by the Malay pages only: each page carries its own language's messages.
const i18n = localeI18n('ms', chrome, pages);

export const handle: LocaleHandle = { i18n };

/** Every Malay page of the shop: the chrome's and the shop's messages in Malay. */
export default function MalayPages() {
  return <LocalePages i18n={i18n} />;
}
