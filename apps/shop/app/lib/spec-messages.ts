import { contractMessages } from '@nyiur/api';
import {
  addressMessages,
  cartMessages,
  confirmMessages,
  deliveryMessages,
  errorMessages,
  forgotPasswordMessages,
  loginMessages,
  registerMessages,
  resetPasswordMessages,
  successMessages,
} from '@nyiur/domain';
import type { Translate } from '@nyiur/shell';
import type { AccountMessageId, AuthMessageId, CheckoutMessageId } from './translate';

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

/**
 * The messages the sign-in screens show: the spec's, the contract's, and the server's answers
 * (the server's words are written here, as the server has them).
 */
export const AUTH_SPEC_MESSAGES: ReadonlyMap<string, AuthMessageId> = new Map([
  [loginMessages.email, 'spec.login.email'],
  [loginMessages.password, 'spec.login.password'],
  [registerMessages.firstName, 'spec.register.firstName'],
  [forgotPasswordMessages.email, 'spec.login.email'],
  [registerMessages.password, 'spec.register.password'],
  [registerMessages.referralCode, 'spec.register.referralCode'],
  [resetPasswordMessages.newPassword, 'spec.reset.newPassword'],
  [resetPasswordMessages.mismatch, 'spec.reset.mismatch'],
  [successMessages.register, 'spec.register.success'],
  [errorMessages.generic, 'spec.generic'],
  [errorMessages.network, 'spec.network'],
  [contractMessages.emailInvalid, 'spec.emailInvalid'],
  [contractMessages.tooLong, 'spec.tooLong'],
  [contractMessages.passwordShort, 'spec.passwordShort'],
  [contractMessages.passwordCommon, 'spec.passwordCommon'],
  [contractMessages.confirmPassword, 'spec.confirmPassword'],
  [contractMessages.resetToken, 'spec.resetToken'],
  ['The email or password is incorrect.', 'spec.invalidCredentials'],
  ['This email is already registered. Please login or reset your password.', 'spec.emailTaken'],
  [
    'If an account exists for this email, we have sent a link to reset the password.',
    'spec.reset.requested',
  ],
  ['Your password has been reset. Please login with your new password.', 'spec.reset.done'],
  [
    'This password reset link is invalid or has expired. Please request a new one.',
    'spec.reset.invalidToken',
  ],
  [
    'Too many password reset e-mails were asked for this address. Please try again in an hour.',
    'spec.reset.throttled',
  ],
]);

/** The messages the account and the order result show: the spec's and the server's answers. */
export const ACCOUNT_SPEC_MESSAGES: ReadonlyMap<string, AccountMessageId> = new Map([
  [successMessages.addressAdded, 'spec.addressAdded'],
  [successMessages.addressUpdated, 'spec.addressUpdated'],
  [successMessages.addressRemoved, 'spec.addressRemoved'],
  [addressMessages.defaultLabel, 'spec.addressDefault'],
  [confirmMessages.removeAddress, 'spec.removeAddress'],
  [errorMessages.generic, 'spec.generic'],
  [errorMessages.network, 'spec.network'],
  [contractMessages.orderToken, 'spec.orderToken'],
  ['An e-invoice can be asked for once the order is paid.', 'spec.eInvoice.notPaid'],
  [
    "The time to ask has passed: the order is in the month's consolidated e-invoice.",
    'spec.eInvoice.passed',
  ],
  ["This month's consolidated e-invoice has already been submitted.", 'spec.eInvoice.consolidated'],
]);

/**
 * Turns a known message into its catalogue message in the page's language; any other text (a
 * server's own words) passes as it came.
 */
export const knownMessage =
  <Id extends string>(known: ReadonlyMap<string, Id>) =>
  <Text extends string | undefined>(t: Translate<Id>, text: Text): Text => {
    const id = text === undefined ? undefined : known.get(text);
    return (id ? t(id) : text) as Text;
  };

/** A checkout spec message in the page's language; any other text as it came. */
export const specMessage = knownMessage(CHECKOUT_SPEC_MESSAGES);

/** A sign-in screen's message in the page's language; any other text as it came. */
export const authMessage = knownMessage(AUTH_SPEC_MESSAGES);

/** An account or order result message in the page's language; any other text as it came. */
export const accountMessage = knownMessage(ACCOUNT_SPEC_MESSAGES);
