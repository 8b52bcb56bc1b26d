import { z } from '../zod';
import { isValidPhone, LOCALES, messages } from '@nyiur/domain';
import { isCommonPassword } from './common-passwords';
import { contractMessages } from './contract-messages';

/** Longest free-text value the API accepts in one field. */
export const MAX_TEXT = 255;

/**
 * Control characters other than tab and line breaks (NUL above all) have no place in a form
 * field: PostgreSQL refuses NUL in text, and the rest only hide text from the people reading it.
 */
// eslint-disable-next-line no-control-regex -- these are the characters refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** True when a value holds no refused control character. */
export const isPlainText = (value: string): boolean => !CONTROL_CHARACTERS.test(value);

/** The value with each refused control character replaced (removed by default). */
export const replaceControlCharacters = (value: string, replacement = ''): string =>
  value.replace(EVERY_CONTROL_CHARACTER, replacement);

/**
 * The one type of typed-in text the contract accepts: trimmed, at most `max` characters, and
 * refused (422) when it holds a control character. Every free-text field builds on it.
 */
export const inputText = (
  max: number = MAX_TEXT,
  tooLong: string = contractMessages.tooLong,
  wrongType: string = tooLong,
) =>
  z
    .string({ error: wrongType })
    .trim()
    .max(max, { error: tooLong, abort: true })
    .refine(isPlainText, { error: contractMessages.controlCharacters });

/** A required text field: trimmed, with one message for missing, wrong type or blank. */
export const requiredText = (
  message: string,
  max: number = MAX_TEXT,
  tooLong: string = contractMessages.tooLong,
) => inputText(max, tooLong, message).min(1, { error: message, abort: true });

/** An optional text field; blank stays blank. */
export const optionalText = (max: number = MAX_TEXT, tooLong: string = contractMessages.tooLong) =>
  inputText(max, tooLong).optional();

/** The spec's "1" / "0" flags. */
export const flag = (message: string = contractMessages.flag) =>
  z.enum(['1', '0'], { error: message });

/**
 * A positive whole-number id. Accepts a number or its decimal string (query parameters, form and
 * multipart fields arrive as text) and always yields a number.
 */
export const entityId = (message: string) =>
  z.union(
    [
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z
        .string()
        .regex(/^[1-9]\d{0,14}$/)
        .transform(Number),
    ],
    { error: message },
  );

/** An e-mail address, trimmed and lower-cased; `required` is the spec's message for a blank one. */
export const emailAddress = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .max(MAX_TEXT, { error: contractMessages.tooLong, abort: true })
    .regex(z.regexes.email, { error: contractMessages.emailInvalid });

/** A Malaysian phone number: required, then a leading 0 and 9 or 10 digits (spec §5). */
export const phoneNumber = (required: string = messages.delivery.phoneRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isValidPhone, { error: messages.delivery.phoneInvalid });

/** A password as typed (sign-in): not trimmed, never blank. */
export const password = (message: string) =>
  z
    .string({ error: message })
    .min(1, { error: message, abort: true })
    .max(200, { error: contractMessages.tooLong });

/** The shortest password a new one may be. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A password being chosen (register, reset): at least eight characters and not one of the most
 * common passwords. Existing accounts sign in with whatever they have.
 */
export const newPassword = (message: string) =>
  password(message)
    .refine((value) => value.length >= MIN_PASSWORD_LENGTH, {
      error: contractMessages.passwordShort,
      abort: true,
    })
    .refine((value) => !isCommonPassword(value), { error: contractMessages.passwordCommon });

/** Amounts in responses: ringgit with two decimals and no grouping, e.g. "198.00". */
export const amountString = z.string().regex(/^-?\d+\.\d{2}$/);

/** Weights in responses: whole grams. */
export const gramsValue = z.number().int().nonnegative();

/** A timestamp in ISO 8601 form, e.g. "2026-01-31T08:15:00.000Z". */
export const timestamp = z.iso.datetime({ offset: true });

/** A whole number within bounds, given as a number or its decimal string (like `entityId`). */
export const boundedInt = (message: string, min: number, max: number) => {
  const inRange = z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
  return z.union(
    [
      inRange,
      z
        .string()
        .regex(/^\d{1,9}$/, { error: message })
        .transform(Number)
        .pipe(inRange),
    ],
    { error: message },
  );
};

/** A shopper's language (issue 49): `en` or `ms`. */
export const localeField = () => z.enum(LOCALES, { error: contractMessages.locale });

/** The language of the page a form was sent from; the server's e-mails about it are in it. */
export const optionalLocale = () => localeField().optional();
