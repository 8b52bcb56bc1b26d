import { encodeForm } from '../form-fields';
import type { FormFields } from '../form-fields';
import { BACKEND_ACKNOWLEDGEMENT } from '../payment-response';
import type { BackendAttempt } from './transaction-store';

export interface DeliveryOptions {
  url: string;
  fields: FormFields;
  fetch: typeof fetch;
  maxAttempts: number;
  retryDelayMs: number;
  timeoutMs: number;
  /** Called after every attempt, e.g. to record it. */
  onAttempt?: (attempt: BackendAttempt) => void;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts a signed result to the merchant's BackendURL until the answer body is exactly
 * RECEIVEOK, at most `maxAttempts` times. Resolves with whether it was acknowledged.
 */
export const deliverToBackend = async (options: DeliveryOptions): Promise<boolean> => {
  for (let attempt = 1; attempt <= options.maxAttempts; attempt += 1) {
    let record: BackendAttempt;
    let acknowledged = false;
    try {
      const answer = await options.fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: encodeForm(options.fields),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = await answer.text();
      acknowledged = body === BACKEND_ACKNOWLEDGEMENT;
      record = { httpStatus: answer.status, answer: body.slice(0, 200), at: new Date() };
    } catch (error) {
      record = { answer: error instanceof Error ? error.message : String(error), at: new Date() };
    }
    options.onAttempt?.(record);
    if (acknowledged) return true;
    if (attempt < options.maxAttempts) await pause(options.retryDelayMs);
  }
  return false;
};
