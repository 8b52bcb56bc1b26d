import { BENCH_PRODUCT_ID } from './api-bench';

const TIMEOUT_MS = 30_000;

/**
 * What follows `/guest-checkout` in a free-sample lead's e-mail link (`?pid=…&cid=…#claim=…`):
 * the page a guest actually opens. Without it the page has no sample to show and sends the
 * visitor home, and Lighthouse would measure that move instead of the checkout.
 */
export async function freeSampleCheckoutLink(baseUrl: string): Promise<string> {
  const stamp = Date.now();
  const response = await fetch(`${baseUrl}/api/users/free-sample-registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Visitor',
      email: `bench-sample-${stamp}@bench.test`,
      phone: `01${String(stamp).slice(-8)}`,
      gender: 'female',
      product_id: BENCH_PRODUCT_ID,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`free-sample registration answered ${response.status}: ${text.slice(0, 200)}`);
  }
  const answer = JSON.parse(text) as { data: unknown; meta?: { claim_token?: unknown } };
  const contactId = answer.data;
  const claim = answer.meta?.claim_token;
  if (typeof contactId !== 'number' || typeof claim !== 'string') {
    throw new Error(`free-sample registration answered without a contact id and claim: ${text}`);
  }
  return `?pid=${BENCH_PRODUCT_ID}&cid=${contactId}#claim=${encodeURIComponent(claim)}`;
}
