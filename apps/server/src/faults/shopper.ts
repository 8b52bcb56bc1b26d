import { randomUUID } from 'node:crypto';
import { checkout, orderHistory, type CheckoutResponse, type SalesOrder } from '@nyiur/api';
import { deliveryTo } from '../test/delivery-fixture';

/** A member of the shop driving it over real HTTP, as the shop app does. */
export interface Shopper {
  readonly email: string;
  /** Adds a box to the cart and checks out: answers the payment handoff. */
  checkout(): Promise<CheckoutResponse>;
  orders(): Promise<SalesOrder[]>;
  /** Asks for a password reset: a mail queued after everything queued before it. */
  forgotPassword(): Promise<void>;
}

/** Longer than any request takes on a busy machine; a stuck one is a bug to report. */
const ANSWER_WITHIN_MS = 20_000;

async function call(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; data: unknown }> {
  // A server that never answers fails the test here, by name, not at the test's timeout.
  const signal = AbortSignal.timeout(ANSWER_WITHIN_MS);
  try {
    const answer = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const envelope = (await answer.json()) as { data?: unknown };
    return { status: answer.status, data: envelope.data };
  } catch (error) {
    if (!signal.aborted) throw error;
    throw new Error(`${path} did not answer within ${ANSWER_WITHIN_MS} ms`, { cause: error });
  }
}

async function expectOk(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<unknown> {
  const { status, data } = await call(baseUrl, path, body, token);
  if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(data)}`);
  return data;
}

/** Registers a new member on the shop at `baseUrl()` (which may change across restarts). */
export async function newShopper(baseUrl: () => string): Promise<Shopper> {
  const email = `fault-${randomUUID().slice(0, 8)}@example.test`;
  const registered = (await expectOk(baseUrl(), '/users/register', {
    first_name: 'Nur',
    last_name: 'Aina',
    email,
    password: 'correct horse battery',
    referral_code: 'MNA001',
    is_pro: '0',
  })) as { access_token: string };
  const token = registered.access_token;
  return {
    email,
    checkout: async () => {
      await expectOk(baseUrl(), '/users/add-to-cart', { product_id: 15373, quantity: 1 }, token);
      return checkout.response.parse(await expectOk(baseUrl(), checkout.path, deliveryTo(), token));
    },
    forgotPassword: async () => {
      await expectOk(baseUrl(), '/users/forgot-password', { email });
    },
    orders: async () =>
      orderHistory.response.parse(await expectOk(baseUrl(), orderHistory.path, {}, token)),
  };
}
