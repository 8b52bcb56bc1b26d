import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/api-client';

/**
 * What the shop sells a product for right now (POST /products/offer): the owner's price, status
 * and stock. Prerendered pages know none of it; they show a price or a button once it is known.
 */
export function useProductOffer(productId: number) {
  return useQuery({
    queryKey: ['product-offer', productId],
    queryFn: async () => (await callApi('productOffer', { product_id: productId })).data,
    staleTime: 60_000,
    retry: 1,
  });
}
