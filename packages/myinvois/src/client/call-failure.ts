import type { MyInvoisError } from '../calls/error-response';

/**
 * Why a call did not give an answer to use. `unreachable` and `unavailable` are worth retrying
 * later with the same document; `throttled` and `duplicate` after `retryAfterSeconds`;
 * `rejected` needs the document or the request changed; `unauthorized` needs the credentials.
 */
export type CallFailure =
  | { kind: 'unreachable'; message: string }
  | { kind: 'unavailable'; status: number }
  | { kind: 'unauthorized'; status: number; message: string }
  | { kind: 'throttled'; status: 429; retryAfterSeconds: number | null }
  | {
      kind: 'duplicate';
      status: 422;
      retryAfterSeconds: number | null;
      error: MyInvoisError | null;
    }
  | { kind: 'not-found'; status: 404 }
  | { kind: 'rejected'; status: number; error: MyInvoisError | null }
  | { kind: 'bad-answer'; status: number; message: string };

export type CallResult<T> = { ok: true; value: T } | { ok: false; failure: CallFailure };
