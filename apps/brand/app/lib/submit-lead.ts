import type { ContactCreateInput, FreeSampleRegistrationInput } from '@nyiur/api';
import { localeOfPath, successMessages } from '@nyiur/domain';
import { callApi, errorMessageOf, rememberSampleClaim, toast } from '@nyiur/shell';

/** Puts a message (the spec's or the server's) into the page's language for a toast. */
export type Say = (text: string) => string;

/**
 * Posts a contact or affiliate enquiry. Success toasts "Your feedback is submitted!" and answers
 * true (the form then resets); a failure toasts the server's message and answers false.
 */
export async function submitLead(input: ContactCreateInput, say: Say): Promise<boolean> {
  try {
    await callApi('contactCreate', { ...input, locale: localeOfPath(window.location.pathname) });
    toast.success(say(successMessages.feedback));
    return true;
  } catch (error) {
    toast.error(say(errorMessageOf(error)));
    return false;
  }
}

/**
 * Posts a free-sample lead; answers the new contact id (its claim token kept for the guest
 * checkout of this tab), or null after toasting the failure.
 */
export async function registerFreeSample(
  input: FreeSampleRegistrationInput,
  say: Say,
): Promise<number | null> {
  try {
    const result = await callApi('freeSampleRegistration', {
      ...input,
      locale: localeOfPath(window.location.pathname),
    });
    rememberSampleClaim(result.data, result.meta.claim_token);
    return result.data;
  } catch (error) {
    toast.error(say(errorMessageOf(error)));
    return null;
  }
}
