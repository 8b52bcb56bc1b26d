import { formatAmount, signResponseFields } from '@nyiur/ipay88';
import type { PaymentGateway } from '../payments/payment-gateway';

/** Test helpers that play the shopper's browser and the gateway over real HTTP. */

export const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

const unescapeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden inputs of a page's form. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return fields;
}

export interface SandboxChoice {
  action: 'approve' | 'decline' | 'cancel';
  paymentId?: string;
}

/**
 * Posts a payment request to the gateway's entry page, as the browser's auto-submitted form does,
 * then presses a button there. Answers the result fields the browser is sent back with.
 */
export async function payAtGateway(
  paymentUrl: string,
  request: Record<string, string>,
  choice: SandboxChoice,
): Promise<Record<string, string>> {
  const entry = await fetch(paymentUrl, formPost(request));
  const page = await entry.text();
  if (entry.status !== 200) throw new Error(`entry page refused the request: ${page}`);
  const transactionId = hiddenFields(page)['TransactionId'] ?? '';
  const result = await fetch(
    new URL('pay', paymentUrl),
    formPost({
      TransactionId: transactionId,
      Action: choice.action,
      PaymentId: choice.paymentId ?? '2',
    }),
  );
  const fields = hiddenFields(await result.text());
  return fields;
}

/** The browser arriving back at ResponseURL: answers where the shop redirects it. */
export async function returnToShop(
  responseUrl: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string }> {
  const answer = await fetch(responseUrl, formPost(fields));
  await answer.arrayBuffer();
  return { status: answer.status, location: answer.headers.get('location') ?? '' };
}

/** The gateway's server-to-server post: answers the body. */
export async function postBackend(
  backendUrl: string,
  fields: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const answer = await fetch(backendUrl, formPost(fields));
  return { status: answer.status, body: await answer.text() };
}

/** A result message signed with the merchant key, as the gateway would send it. */
export function signedResult(
  gateway: PaymentGateway,
  order: { refNo: string; totalSen: number },
  overrides: Record<string, string> = {},
): Record<string, string> {
  const fields: Record<string, string> = {
    MerchantCode: gateway.merchantCode,
    PaymentId: '2',
    RefNo: order.refNo,
    Amount: formatAmount(order.totalSen),
    Currency: 'MYR',
    Remark: '',
    TransId: 'T0000000001',
    AuthCode: '123456',
    Status: '1',
    ErrDesc: '',
    CCName: 'Nur Aina',
    CCNo: '411111******1111',
    S_bankname: 'Test Bank',
    S_country: 'MY',
    ...overrides,
  };
  fields['Signature'] = signResponseFields(gateway.merchantKey, fields);
  return fields;
}

/** Polls until `check` answers true, or fails after `ms`. */
export async function waitUntil(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
