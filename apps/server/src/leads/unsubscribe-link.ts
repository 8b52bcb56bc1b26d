/** The link in every marketing mail that ends a newsletter subscription. */
export const unsubscribeLink = (publicBaseUrl: string, token: string): string =>
  `${publicBaseUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
