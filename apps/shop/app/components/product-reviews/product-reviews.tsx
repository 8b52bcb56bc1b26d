import { useQuery } from '@tanstack/react-query';
import { formatMalaysianTime } from '@nyiur/domain';
import { callApi, useLocale } from '@nyiur/shell';
import { useShopTranslate } from '../../lib/translate';
import styles from './product-reviews.module.css';

/** The product's reviews, newest first (spec §7 /reviews/list). */
export function ProductReviews({ productId }: { productId: number }) {
  const t = useShopTranslate();
  const locale = useLocale();
  const reviews = useQuery({
    queryKey: ['reviews', productId],
    queryFn: async () =>
      (await callApi('reviewsList', { product_id: productId, with_media: '0' })).data,
  });
  const list = reviews.data ?? [];
  return (
    <section className={styles.reviews} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('reviews.title')}</h2>
      {reviews.isPending ? (
        <p>{t('reviews.loading')}</p>
      ) : reviews.isError ? (
        <p>{t('reviews.unavailable')}</p>
      ) : list.length === 0 ? (
        <p>{t('reviews.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.head}>
                <strong>{review.name}</strong>{' '}
                <span aria-label={t('reviews.stars', { rating: review.rating })}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
              </p>
              {/* The customer's own words, shown in the language they wrote them in. */}
              <blockquote className={styles.comment}>{review.comment}</blockquote>
              <p className={styles.date}>
                {formatMalaysianTime(review.created_at, 'date', locale)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
