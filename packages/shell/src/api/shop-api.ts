import { localeOfPath } from '@nyiur/domain';
import { callApi } from './api-client';

/** Newsletter sign-up (ARCHITECTURE §4): a subscriber contact. */
export async function subscribeNewsletter(email: string): Promise<string> {
  const result = await callApi('contactCreate', {
    email,
    contact_type: 'subscriber',
    is_pro: '0',
    // The welcome mail is in the language of the page signed up on.
    locale: localeOfPath(window.location.pathname),
  });
  return result.message;
}
