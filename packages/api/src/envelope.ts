import { z } from './zod';
import { messages } from '@nyiur/domain';
import { contractMessages } from './models/contract-messages';

/** The success code; any other code is an error the apps show as a toast (spec §8). */
export const OK = 200;
/** The access token has expired. Sent with HTTP 401. */
export const ACCESS_TOKEN_EXPIRED = 1001;
/** The access token is invalid or has been revoked. Sent with HTTP 401. */
export const ACCESS_TOKEN_INVALID = 1002;
/** Field validation failed; `data.errors` holds one message per field. */
export const VALIDATION_FAILED = 422;
/** The HTTP status of every session error. */
export const SESSION_HTTP_STATUS = 401;

/** Codes that end the session in the browser (spec §4). */
export const SESSION_ENDING_CODES: readonly number[] = [
  401,
  ACCESS_TOKEN_EXPIRED,
  ACCESS_TOKEN_INVALID,
];

/** Spec §4: a code of 401, 1001 or 1002, or the message "Unauthorized", ends the session. */
export const endsSession = (code: number, message: string): boolean =>
  SESSION_ENDING_CODES.includes(code) || message === messages.errors.unauthorized;

/** The HTTP status that carries an envelope code: session codes travel as 401. */
export const httpStatusOf = (code: number): number =>
  code === ACCESS_TOKEN_EXPIRED || code === ACCESS_TOKEN_INVALID ? SESSION_HTTP_STATUS : code;

/** `meta` of any response: a renewed access token may ride along (spec §4). */
export const baseMeta = z.looseObject({ access_token: z.string().min(1).optional() });
export type BaseMeta = z.output<typeof baseMeta>;

/** The data of a call that answers with only code and message. */
export const noData = z.null().optional();

/** The envelope `{ code, message, data?, meta? }` around a call's data and meta schemas. */
export const envelope = <D extends z.ZodType, M extends z.ZodType = typeof baseMeta>(
  data: D,
  meta?: M,
) =>
  z.object({
    code: z.number().int(),
    message: z.string(),
    data,
    meta: (meta ?? baseMeta).optional(),
  });

/** Every answer's body: `{ code, message, data?, meta? }` (ARCHITECTURE §4). */
export interface Envelope<TData = unknown, TMeta = Record<string, unknown>> {
  code: number;
  message: string;
  data?: TData;
  meta?: TMeta;
}

/**
 * The successful answer of a call as its handler returns it: `data` and `meta` in the input shape
 * of the call's schemas (what serialises to the declared JSON). `data` may be left out only where
 * the response schema accepts nothing.
 */
export type CallReply<Res extends z.ZodType, Meta extends z.ZodType = typeof baseMeta> = {
  code: number;
  message: string;
  meta?: z.input<Meta>;
} & (undefined extends z.input<Res> ? { data?: z.input<Res> } : { data: z.input<Res> });

/** A success (code 200) around `data`; `data` and `meta` are left out when undefined. */
export function ok<
  TData = undefined,
  TMeta extends Record<string, unknown> = Record<string, unknown>,
>(
  data?: TData,
  message = 'Success',
  meta?: TMeta,
): { code: number; message: string; data: TData; meta?: TMeta } {
  const body: Envelope<TData, TMeta> = { code: OK, message };
  if (data !== undefined) body.data = data;
  if (meta !== undefined) body.meta = meta;
  return body as { code: number; message: string; data: TData; meta?: TMeta };
}

/** Whether a value has the envelope's code and message (the hooks that add to meta check it). */
export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Any envelope, before its data is known: what a client reads first. */
export const anyEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
  meta: baseMeta.nullable().optional(),
});
export type AnyEnvelope = z.output<typeof anyEnvelope>;

/** `data` of a 422 answer: the first message for each field, keyed by its dotted path. */
export const validationErrorData = z.object({
  errors: z.record(z.string(), z.string()),
});
export type FieldErrors = Record<string, string>;

/** `data` of a back-office refusal that wants the password or a code proven again first. */
export const reauthRequiredData = z.object({ reauth_required: z.literal(true) });

export const validationErrorEnvelope = envelope(validationErrorData);
export const errorEnvelope = envelope(z.unknown().optional());

/** The key for issues that concern the whole request rather than one field. */
export const ROOT_FIELD = '_';

/** The first message of each field of a failed parse, e.g. `{ recipient_number: 'Invalid Phone Number' }`. */
export const fieldErrorsOf = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || ROOT_FIELD;
    errors[key] ??= issue.message;
  }
  return errors;
};

/**
 * The 422 envelope for a failed parse. Its message is the first field message, so a toast of the
 * message alone still tells the shopper what to fix.
 */
export const validationFailure = (
  error: z.ZodError,
): { code: typeof VALIDATION_FAILED; message: string; data: { errors: FieldErrors } } => {
  const errors = fieldErrorsOf(error);
  const first = Object.values(errors)[0];
  return {
    code: VALIDATION_FAILED,
    message: first ?? contractMessages.validation,
    data: { errors },
  };
};

/** The field errors a schema finds in an input; empty when the input is valid. */
export const fieldErrorsFor = (schema: z.ZodType, input: unknown): FieldErrors => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};
