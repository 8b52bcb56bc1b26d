import { useCallback } from 'react';
import { useI18n } from './locale-pages';
import type { MessageId as ShellMessageId } from './message-ids';

export type { ShellMessageId };

/** Values put into a message's `{placeholders}`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Looks a message up by its id in the page's language. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/**
 * The page's messages, typed by a catalogue's ids (`keyof` its English source). The language's
 * catalogues are set by the page's language layout (`LocalePages`).
 */
export function useTranslate<Id extends string>(): Translate<Id> {
  const i18n = useI18n();
  return useCallback((id: Id, values?: MessageValues) => i18n._(id, values), [i18n]);
}

/** The chrome's own messages (topbar, footer, drawers). */
export const useShellTranslate: () => Translate<ShellMessageId> = useTranslate;
