import { voucherRefusalMessage } from '@nyiur/domain';
import { z } from '../zod';
import { contractMessages } from './contract-messages';

const unknownCode = voucherRefusalMessage({ reason: 'unknown' });

/** A voucher code as typed: trimmed and upper-cased, 4–20 letters, digits or dashes. */
export const voucherCode = z
  .string({ error: unknownCode })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, { error: unknownCode });

/** A new voucher's code in the owner's form: the same format, told in the owner's words. */
export const newVoucherCode = z
  .string({ error: contractMessages.voucherCodeFormat })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, { error: contractMessages.voucherCodeFormat });

/** The checkout's optional code: a blank field is no voucher. */
export const optionalVoucherCode = z
  .union([z.literal(''), voucherCode], { error: unknownCode })
  .optional()
  .transform((code) => (code ? code : undefined));
