import { z } from '../zod';
import { COUNTRY_MALAYSIA, MALAYSIAN_STATES, messages } from '@nyiur/domain';
import { contractMessages } from './contract-messages';
import { entityId, flag, optionalText, phoneNumber, requiredText } from './primitives';

const stateNames = MALAYSIAN_STATES.map((state) => state.name) as [string, ...string[]];

/** Only Malaysia is offered (spec §5). */
export const countryField = z.literal(COUNTRY_MALAYSIA, { error: messages.address.country });

/** One of the sixteen Malaysian states and federal territories. */
export const stateField = z.enum(stateNames, { error: messages.address.state });

/** Malaysian postcodes are five digits. */
export const postcodeField = requiredText(messages.address.postcode, 5).regex(/^\d{5}$/, {
  error: contractMessages.postcode,
});

/** The address form of spec §5: every field required except address_2. */
export const addressFields = {
  country: countryField,
  first_name: requiredText(messages.address.firstName),
  last_name: requiredText(messages.address.lastName),
  address: requiredText(messages.address.address),
  address_2: optionalText(),
  postcode: postcodeField,
  city: requiredText(messages.address.city),
  state: stateField,
  phone_no: phoneNumber().optional(),
  default_shipping_address: flag().default('0'),
};

export const addressIdField = entityId(contractMessages.address);

/** A saved address as the API returns it (spec §3). */
export const address = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  address_2: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phone_no: z.string().nullable(),
  default_shipping_address: flag(),
});
export type Address = z.output<typeof address>;
