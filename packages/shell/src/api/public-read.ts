import type { ProductOfferRead, ReviewRead, UsersOptionRead } from '@nyiur/api/public-reads';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR } from '@nyiur/api/client/errors';
import { errorMessages } from '@nyiur/domain';
import { API_BASE_URL } from './api-client';

/** The public reads a page makes as it loads, and what each answers with. */
export interface PublicReads {
  productOffer: { input: { product_id: number }; data: ProductOfferRead };
  reviewsList: { input: { product_id: number; with_media?: '0' | '1' }; data: ReviewRead[] };
  usersOption: { input: { product_id: number; contact_id: number }; data: UsersOptionRead };
}

const OK = 200;

/**
 * Makes one of the public reads a page needs as it loads (a product's offer and reviews, a free
 * sample's checkout options): a plain POST without the session (with a product, none of them
 * depends on it), read with the call's valibot schema, which loads with the first read. The
 * typed client and the contract (on zod) are not loaded for them; see `@nyiur/api/public-reads`.
 * Fails as the typed client does: an `ApiError` with the server's message (and field messages),
 * the network message when no answer came, the generic one for an answer that is not the call's.
 */
export async function readPublic<N extends keyof PublicReads>(
  name: N,
  input: PublicReads[N]['input'],
): Promise<PublicReads[N]['data']> {
  const reads = await import('@nyiur/api/public-reads');
  const read = {
    productOffer: reads.productOfferRead,
    reviewsList: reads.reviewsListRead,
    usersOption: reads.usersOptionRead,
  }[name];
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${read.path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch (cause) {
    throw new ApiError({ code: NETWORK_ERROR, status: 0, message: errorMessages.network, cause });
  }
  const body: unknown = await response.json().catch(() => null);
  const failure = reads.readFailure(body);
  if (!failure || failure.code !== OK || !response.ok) {
    throw new ApiError({
      code: failure?.code ?? (response.ok ? INVALID_RESPONSE : response.status),
      status: response.status,
      message: failure?.message ?? errorMessages.generic,
      errors: failure?.errors,
    });
  }
  try {
    return reads.readAnswer(read.answer, body).data as PublicReads[N]['data'];
  } catch (cause) {
    throw new ApiError({
      code: INVALID_RESPONSE,
      status: response.status,
      message: errorMessages.generic,
      cause,
    });
  }
}
