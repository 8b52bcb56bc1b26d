import { addressMessages, cartMessages, deliveryMessages } from '@nyiur/domain';
import type { Translate } from '@nyiur/shell';
import type { CheckoutMessageId } from './translate';

/**
 * The spec's validation and limit messages the checkout shows (from the contract's schemas, the
 * limits and the server's 422 answers), each with its id in the checkout catalogue, whose English
 * is the spec's exact wording.
 */
export const CHECKOUT_SPEC_MESSAGES: ReadonlyMap<string, CheckoutMessageId> = new Map([
  [addressMessages.country, 'spec.address.country'],
  [addressMessages.firstName, 'spec.address.firstName'],
  [addressMessages.lastName, 'spec.address.lastName'],
  [addressMessages.address, 'spec.address.address'],
  [addressMessages.postcode, 'spec.address.postcode'],
  [addressMessages.city, 'spec.address.city'],
  [addressMessages.state, 'spec.address.state'],
  [deliveryMessages.phoneRequired, 'spec.delivery.phoneRequired'],
  [deliveryMessages.phoneInvalid, 'spec.delivery.phoneInvalid'],
  [cartMessages.overWeight, 'spec.cart.overWeight'],
  [cartMessages.overAmount, 'spec.cart.overAmount'],
]);

/** A spec message in the page's language; any other text (a server's own words) as it came. */
export function specMessage(t: Translate<CheckoutMessageId>, text: string): string;
export function specMessage(
  t: Translate<CheckoutMessageId>,
  text: string | undefined,
): string | undefined;
export function specMessage(t: Translate<CheckoutMessageId>, text: string | undefined) {
  if (text === undefined) return undefined;
  const id = CHECKOUT_SPEC_MESSAGES.get(text);
  return id ? t(id) : text;
}
