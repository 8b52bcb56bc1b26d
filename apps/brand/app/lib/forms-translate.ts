import { contractMessages } from '@nyiur/api';
import { deliveryMessages, enquiryMessages, errorMessages, successMessages } from '@nyiur/domain';
import { useTranslate, type Translate } from '@nyiur/shell';
import type forms from '../locales/forms/en.json';

/** Every id of the brand forms' catalogue (loaded with the forms); English is the source. */
export type FormsMessageId = keyof typeof forms;

/** The brand forms' messages; only inside `FormsMessages`. */
export const useFormsTranslate: () => Translate<FormsMessageId> = useTranslate;

/**
 * The spec's and the contract's messages the forms show (validation, the server's answers, the
 * toasts), each with its id in the forms' catalogue, whose English is the same words.
 */
export const FORMS_SPEC_MESSAGES: ReadonlyMap<string, FormsMessageId> = new Map([
  [enquiryMessages.name, 'spec.name'],
  [enquiryMessages.mobile, 'spec.mobile'],
  [enquiryMessages.email, 'spec.email'],
  [enquiryMessages.country, 'spec.country'],
  [enquiryMessages.comments, 'spec.comments'],
  [enquiryMessages.radio, 'spec.radio'],
  [deliveryMessages.phoneInvalid, 'spec.phoneInvalid'],
  [contractMessages.gender, 'spec.gender'],
  [contractMessages.product, 'spec.product'],
  [contractMessages.flag, 'spec.flag'],
  [contractMessages.emailInvalid, 'spec.emailInvalid'],
  [contractMessages.tooLong, 'spec.tooLong'],
  [successMessages.feedback, 'spec.feedback'],
  [errorMessages.generic, 'spec.generic'],
  [errorMessages.network, 'spec.network'],
]);

/** A known message in the page's language; any other text (a server's own words) as it came. */
export const formMessage = <Text extends string | undefined>(
  t: Translate<FormsMessageId>,
  text: Text,
): Text => {
  const id = text === undefined ? undefined : FORMS_SPEC_MESSAGES.get(text);
  return (id ? t(id) : text) as Text;
};
