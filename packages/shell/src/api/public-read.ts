import type { ProductOfferRead, ReviewRead } from '@nyiur/api/public-reads';
import { API_BASE_URL } from './api-client';

/** The public reads a page makes as it loads, and what each answers with. */
export interface PublicReads {
  productOffer: { input: { product_id: number }; data: ProductOfferRead };
  reviewsList: { input: { product_id: number; with_media?: '0' | '1' }; data: ReviewRead[] };
}

/**
 * Makes one of the public reads a product page needs as it loads (its offer, its reviews): a
 * plain POST, without the session (both are public), read with the call's valibot schema, which
 * loads with the first read. The typed client and the contract (on zod) are not loaded for them;
 * see `@nyiur/api/public-reads`. Throws on an answer that is not a success or not the call's.
 */
export async function readPublic<N extends keyof PublicReads>(
  name: N,
  input: PublicReads[N]['input'],
): Promise<PublicReads[N]['data']> {
  const { productOfferRead, reviewsListRead, readAnswer } = await import('@nyiur/api/public-reads');
  const read = name === 'productOffer' ? productOfferRead : reviewsListRead;
  const response = await fetch(`${API_BASE_URL}${read.path}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`${read.path}: HTTP ${response.status}`);
  return readAnswer(read.answer, await response.json()).data as PublicReads[N]['data'];
}
