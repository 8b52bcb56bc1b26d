import { encodeForm } from './form-fields';

/** Plain-text answers of the re-query endpoint, by meaning. */
export const REQUERY_ANSWERS = {
  '00': 'paid',
  'Invalid parameters': 'invalid-parameters',
  'Record not found': 'not-found',
  'Incorrect amount': 'incorrect-amount',
  'Payment fail': 'failed',
  'Payment Pending': 'pending',
  "Haven't Paid (0)": 'unpaid',
  "Haven't Paid (1)": 'unpaid',
  M88Admin: 'admin-failed',
} as const;

export type RequeryStatus =
  (typeof REQUERY_ANSWERS)[keyof typeof REQUERY_ANSWERS] | 'unknown' | 'unreachable';

/**
 * What a caller may do with the answer: `paid` and `failed` settle an order; `open` means no
 * final result yet; `error` means the question or the connection was wrong and needs a person.
 */
export type RequeryOutcome = 'paid' | 'failed' | 'open' | 'error';

export interface RequeryResult {
  status: RequeryStatus;
  outcome: RequeryOutcome;
  /** The answer as received, or what went wrong with the connection. */
  text: string;
}

const OUTCOMES: Record<RequeryStatus, RequeryOutcome> = {
  paid: 'paid',
  failed: 'failed',
  'admin-failed': 'failed',
  pending: 'open',
  unpaid: 'open',
  'not-found': 'open',
  'invalid-parameters': 'error',
  'incorrect-amount': 'error',
  unknown: 'error',
  unreachable: 'error',
};

const isKnownAnswer = (text: string): text is keyof typeof REQUERY_ANSWERS =>
  Object.hasOwn(REQUERY_ANSWERS, text);

/** Reads the re-query endpoint's plain-text answer. */
export const parseRequeryAnswer = (body: string): RequeryResult => {
  const text = body.trim();
  const status: RequeryStatus = isKnownAnswer(text) ? REQUERY_ANSWERS[text] : 'unknown';
  return { status, outcome: OUTCOMES[status], text };
};

export interface RequeryInput {
  /** The gateway's enquiry address (…/epayment/enquiry.asp). */
  url: string;
  merchantCode: string;
  refNo: string;
  /** The Amount string as it was requested ("1,278.99"). */
  amount: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Asks the gateway for the final state of a payment. Never throws: a failed call is `unreachable`. */
export const requery = async (input: RequeryInput): Promise<RequeryResult> => {
  const doFetch = input.fetch ?? fetch;
  try {
    const answer = await doFetch(input.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: encodeForm({
        MerchantCode: input.merchantCode,
        RefNo: input.refNo,
        Amount: input.amount,
      }),
      signal: AbortSignal.timeout(input.timeoutMs ?? 15_000),
    });
    const body = await answer.text();
    if (!answer.ok) {
      return { status: 'unreachable', outcome: 'error', text: `HTTP ${answer.status}` };
    }
    return parseRequeryAnswer(body);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { status: 'unreachable', outcome: 'error', text };
  }
};
