/**
 * Why a call gave no answer to use. `unreachable` (no answer, or the connection dropped: the
 * call may have been carried out) and `unavailable` (5xx) are worth retrying, a booking only
 * after looking it up (`bookOnce`); `throttled` after a while; `rejected` needs the request
 * changed (EasyParcel's messages in `errors`); `unauthorized` needs the owner to connect the
 * account again.
 */
export type CallFailure =
  | { kind: 'unreachable'; message: string }
  | { kind: 'unavailable'; status: number }
  | { kind: 'unauthorized'; status: number; message: string }
  | { kind: 'throttled'; status: 429 }
  | { kind: 'not-found'; status: 404; message: string }
  | { kind: 'rejected'; status: number; message: string; errors: string[] }
  | { kind: 'bad-answer'; status: number; message: string };

export type CallResult<T> = { ok: true; value: T } | { ok: false; failure: CallFailure };
