import type { AdminShopSettings } from '@nyiur/api';
import { ADMIN_PATHS } from '../admin-paths';

/** The owner's text a shopper reads, written again in Bahasa Malaysia for the pages under /ms. */
export interface MalayField {
  readonly name: 'announcement_ms';
  /** The English field it translates: with that empty there is nothing to translate. */
  readonly english: 'announcement';
  /** As the dashboard's checklist names it. */
  readonly label: string;
  /** The screen and field where it is written. */
  readonly where: string;
}

export const MALAY_HINT = 'Left empty, Malay pages show the English.';

export const MALAY_FIELDS: readonly MalayField[] = [
  {
    name: 'announcement_ms',
    english: 'announcement',
    label: 'Announcement bar in Bahasa Malaysia',
    where: `${ADMIN_PATHS.settings}#announcement_ms`,
  },
];

/** The Malay not written yet for English the shoppers see: Malay pages show the English. */
export const unwrittenMalay = (settings: AdminShopSettings): MalayField[] =>
  MALAY_FIELDS.filter(
    (field) => settings[field.english].trim() !== '' && !settings[field.name]?.trim(),
  );
