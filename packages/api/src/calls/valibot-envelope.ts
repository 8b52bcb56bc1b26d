// The envelope of the answers the pages read with valibot (./shop-settings.ts, ./public-reads.ts):
// the shape `envelope()` and `baseMeta` give the zod calls, written with valibot.
import * as v from 'valibot';

/** `{ code, message, data, meta? }`; a renewed token in `meta` is never empty. */
export const valibotEnvelope = <Data extends v.GenericSchema>(data: Data) =>
  v.object({
    code: v.pipe(v.number(), v.integer()),
    message: v.string(),
    data,
    meta: v.optional(
      v.looseObject({ access_token: v.optional(v.pipe(v.string(), v.minLength(1))) }),
    ),
  });
