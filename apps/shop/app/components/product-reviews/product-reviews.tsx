import { useQuery } from '@tanstack/react-query';
import { formatMalaysianTime } from '@nyiur/domain';
import { callApi } from '@nyiur/shell';
import styles from './product-reviews.module.css';

/** A review's day (`1 Sept 2025`), in Malaysian time. */
const reviewDay = (at: string) => formatMalaysianTime(at, 'date');

/** The product's reviews, newest first (spec §7 /reviews/list). */
export function ProductReviews({ productId }: { productId: number }) {
  const reviews = useQuery({
    queryKey: ['reviews', productId],
    queryFn: async () =>
      (await callApi('reviewsList', { product_id: productId, with_media: '0' })).data,
  });
  const list = reviews.data ?? [];
  return (
    <section className={styles.reviews} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      {reviews.isPending ? (
        <p>Loading reviews…</p>
      ) : reviews.isError ? (
        <p>Reviews are not available right now.</p>
      ) : list.length === 0 ? (
        <p>No reviews yet. Be the first to tell us how you take yours.</p>
      ) : (
        <ul className={styles.list}>
          {list.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.head}>
                <strong>{review.name}</strong>{' '}
                <span aria-label={`${review.rating} out of 5 stars`}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
              </p>
              <p>{review.comment}</p>
              <p className={styles.date}>{reviewDay(review.created_at)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
