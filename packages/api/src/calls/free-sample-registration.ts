import { z } from '../zod';
import { messages } from '@nyiur/domain';
import { defineCall } from '../define-call';
import { baseMeta } from '../envelope';
import { contractMessages } from '../models/contract-messages';
import {
  emailAddress,
  entityId,
  optionalLocale,
  phoneNumber,
  requiredText,
} from '../models/primitives';

export const path = '/users/free-sample-registration';
export const method = 'POST';

/** The free-sample lead (spec §3); one sample per e-mail and per phone number. */
export const request = z.object({
  name: requiredText(messages.enquiry.name),
  email: emailAddress(messages.enquiry.email),
  phone: phoneNumber(messages.enquiry.mobile),
  gender: z.enum(['male', 'female'], { error: contractMessages.gender }),
  product_id: entityId(contractMessages.product),
  locale: optionalLocale(),
});
/** The new contact's id, which the guest checkout needs (`cid`). */
export const response = z.number().int().positive();
/**
 * The claim token that the guest checkout needs with the contact id: only the registrant's browser
 * (and the link in their e-mail) has it, so counting contact ids gets nobody's sample or details.
 */
export const meta = baseMeta.extend({ claim_token: z.string().min(20) });

export type FreeSampleRegistrationInput = z.input<typeof request>;
export type FreeSampleRegistrationRequest = z.output<typeof request>;
export type FreeSampleRegistrationResponse = z.output<typeof response>;

export const freeSampleRegistration = defineCall({
  path,
  method,
  summary: 'Sign up for a free sample; answers the contact id for the guest checkout',
  tag: 'leads',
  access: 'public',
  encoding: 'json',
  request,
  response,
  meta,
});
