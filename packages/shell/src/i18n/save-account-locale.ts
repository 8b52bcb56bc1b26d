import type { Locale } from '@nyiur/domain';
import { toast } from '@nyiur/ui';
import { callApi } from '../api/api-client';
import { errorMessageOf } from '../api/error-message';

/** Keeps a signed-in member's language on the account: e-mails without an order use it. */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  try {
    await callApi('usersLocale', { locale });
  } catch (error) {
    toast.error(errorMessageOf(error));
  }
}
