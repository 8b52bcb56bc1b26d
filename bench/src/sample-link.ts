import { callApiEnvelope } from './api-client';
import { BENCH_PRODUCT_ID } from './api-bench';

/**
 * What follows `/guest-checkout` in a free-sample lead's e-mail link (`?pid=…&cid=…#claim=…`):
 * the page a guest actually opens. Without it the page has no sample to show and sends the
 * visitor home, and Lighthouse would measure that move instead of the checkout.
 */
export async function freeSampleCheckoutLink(baseUrl: string): Promise<string> {
  const stamp = Date.now();
  const answer = await callApiEnvelope<unknown>(baseUrl, '/users/free-sample-registration', {
    name: 'Bench Visitor',
    email: `bench-sample-${stamp}@bench.test`,
    phone: `01${String(stamp).slice(-8)}`,
    gender: 'female',
    product_id: BENCH_PRODUCT_ID,
  });
  const contactId = answer.data;
  const claim = answer.meta?.['claim_token'];
  if (typeof contactId !== 'number' || typeof claim !== 'string') {
    throw new Error(
      `free-sample registration answered without a contact id and claim: ${JSON.stringify(answer)}`,
    );
  }
  return `?pid=${BENCH_PRODUCT_ID}&cid=${contactId}#claim=${encodeURIComponent(claim)}`;
}
