import { messages as chrome } from '@nyiur/shell/catalogue/ms';
import { LocalePages, localeI18n, type LocaleHandle } from '@nyiur/shell';

// Imported by the Malay pages only: each page carries its own language's messages.
const i18n = localeI18n('ms', chrome);

export const handle: LocaleHandle = { i18n };

/** Every Malay page of the brand site: the chrome's messages in Malay. */
export default function MalayPages() {
  return <LocalePages i18n={i18n} />;
}
