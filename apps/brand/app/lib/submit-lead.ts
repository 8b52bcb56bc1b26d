import type { ContactCreateInput, FreeSampleRegistrationInput } from '@nyiur/api';
import { localeOfPath, successMessages } from '@nyiur/domain';
import { callApi, errorMessageOf, rememberSampleClaim, toast } from '@nyiur/shell';

/**
 * Posts a contact or affiliate enquiry. Success toasts "Your feedback is submitted!" and answers
 * true (the form then resets); a failure toasts the server's message and answers false.
 */
export async function submitLead(input: ContactCreateInput): Promise<boolean> {
  try {
    await callApi('contactCreate', { ...input, locale: localeOfPath(window.location.pathname) });
    toast.success(successMessages.feedback);
    return true;
  } catch (error) {
    toast.error(errorMessageOf(error));
    return false;
  }
}

/**
 * Posts a free-sample lead; answers the new contact id (its claim token kept for the guest
 * checkout of this tab), or null after toasting the failure.
 */
export async function registerFreeSample(
  input: FreeSampleRegistrationInput,
): Promise<number | null> {
  try {
    const result = await callApi('freeSampleRegistration', {
      ...input,
      locale: localeOfPath(window.location.pathname),
    });
    rememberSampleClaim(result.data, result.meta.claim_token);
    return result.data;
  } catch (error) {
    toast.error(errorMessageOf(error));
    return null;
  }
}
