import { z } from 'zod';
import { isValidPhone, messages } from '@nyiur/domain';
import { contractMessages } from './contract-messages';

/** Longest free-text value the API accepts in one field. */
export const MAX_TEXT = 255;

/** A required text field: trimmed, with one message for missing, wrong type or blank. */
export const requiredText = (message: string, max: number = MAX_TEXT) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: contractMessages.tooLong });

/** An optional text field; blank stays blank. */
export const optionalText = (max: number = MAX_TEXT) =>
  z
    .string({ error: contractMessages.tooLong })
    .trim()
    .max(max, { error: contractMessages.tooLong })
    .optional();

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

/** A password as typed: not trimmed, never blank. */
export const password = (message: string) =>
  z
    .string({ error: message })
    .min(1, { error: message, abort: true })
    .max(200, { error: contractMessages.tooLong });

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
