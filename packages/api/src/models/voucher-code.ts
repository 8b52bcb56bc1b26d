import { voucherRefusalMessage } from '@nyiur/domain';
import { z } from '../zod';

const unknownCode = voucherRefusalMessage({ reason: 'unknown' });

/** A voucher code as typed: trimmed and upper-cased, 4–20 letters, digits or dashes. */
export const voucherCode = z
  .string({ error: unknownCode })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,20}$/, { error: unknownCode });

/** The checkout's optional code: a blank field is no voucher. */
export const optionalVoucherCode = z
  .union([z.literal(''), voucherCode], { error: unknownCode })
  .optional()
  .transform((code) => (code ? code : undefined));
