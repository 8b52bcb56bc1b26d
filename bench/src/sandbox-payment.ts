import { parseFirstForm, submitWith } from './html-form';

/** The payment steps after checkout, in order. */
export type PaymentStep = 'gateway entry' | 'approve' | 'return to shop';

/** What checkout answers: the order and the signed request for the gateway. */
export interface CheckoutAnswer {
  readonly uuid: string;
  readonly payment_url: string;
  readonly payment_request: Record<string, string>;
}

const STEP_TIMEOUT_MS = 30_000;

/** Only this machine is ever a target: every URL the gateway pages name is checked. */
function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') {
    throw new Error(`refusing to post to ${url}: not this machine`);
  }
}

/** A form post as a browser makes it, without following redirects. */
async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  assertLoopback(url);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
  });
}

/**
 * Pays a checked-out order on the sandbox as a browser does: posts the payment request to the
 * entry page, presses Approve (the sandbox then posts the signed result to BackendURL on its
 * own; `onApproved` is told), and posts the returned form to ResponseURL. Answers where
 * ResponseURL sent the browser.
 */
export async function payOnSandbox(
  order: CheckoutAnswer,
  timed: <T>(step: PaymentStep, work: () => Promise<T>) => Promise<T>,
  onApproved: () => void,
): Promise<string> {
  const entryPage = await timed('gateway entry', async () => {
    const answer = await postForm(order.payment_url, order.payment_request);
    const html = await answer.text();
    if (answer.status !== 200) throw new Error(`gateway entry answered HTTP ${answer.status}`);
    return html;
  });
  const entryForm = parseFirstForm(entryPage, order.payment_url);
  if (!entryForm) throw new Error('the gateway page has no payment form');
  const redirectPage = await timed('approve', async () => {
    const answer = await postForm(entryForm.action, submitWith(entryForm, 'approve'));
    const html = await answer.text();
    if (answer.status !== 200) throw new Error(`approve answered HTTP ${answer.status}`);
    return html;
  });
  onApproved();
  const back = parseFirstForm(redirectPage, entryForm.action);
  if (!back) throw new Error('the gateway sent no form back to the shop');
  return timed('return to shop', async () => {
    const answer = await postForm(back.action, back.fields);
    await answer.arrayBuffer();
    if (answer.status < 300 || answer.status > 399) {
      throw new Error(`ResponseURL answered HTTP ${answer.status}, not a redirect`);
    }
    return answer.headers.get('location') ?? '';
  });
}
