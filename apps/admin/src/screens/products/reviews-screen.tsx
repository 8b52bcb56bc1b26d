import { REVIEW_STATUSES, type ReviewStatus } from '@nyiur/domain';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, toast, type BadgeTone } from '@nyiur/ui';
import { useSearchParams } from 'react-router';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import { malaysianTime } from '../../lib/labels';
import styles from '../screens.module.css';
import { FilterTabs, PagedItems } from '../../components/list-screen/list-screen';
import { useReviewList } from '../../api/catalogue';
import { useRefreshAfter } from '../../api/query-keys';

type Filter = ReviewStatus | 'all';
const FILTERS: readonly Filter[] = [...REVIEW_STATUSES, 'all'];

const FILTER_LABELS: Record<Filter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  hidden: 'Hidden',
  all: 'All',
};

const EMPTY: Record<Filter, string> = {
  pending: 'No reviews waiting for a decision.',
  approved: 'No approved reviews yet.',
  hidden: 'No hidden reviews.',
  all: 'No reviews yet.',
};

const STATUS_TONE: Record<ReviewStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  hidden: 'neutral',
};

type ReviewAction = 'adminReviewApprove' | 'adminReviewHide';

const DONE: Record<ReviewAction, string> = {
  adminReviewApprove: 'Approved: the review shows on the shop.',
  adminReviewHide: 'Hidden: the review no longer shows on the shop.',
};

const isFilter = (value: string | null): value is Filter =>
  value !== null && (FILTERS as readonly string[]).includes(value);

const stars = (rating: number): string =>
  '★'.repeat(Math.max(0, Math.min(5, rating))) + '☆'.repeat(Math.max(0, 5 - rating));

/** The reviews: approve what the shop shows, hide the rest. Samples are ours, marked as such. */
export function ReviewsScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const filter: Filter = isFilter(asked) ? asked : 'pending';
  const refreshAfter = useRefreshAfter();

  const { list, items: reviews } = useReviewList(filter);

  const act = useMutation({
    mutationFn: ({ action, id }: { action: ReviewAction; id: number }) =>
      adminApi[action]({ id }).then(dataOf),
    onSuccess: (_answer, { action }) => {
      toast.success(DONE[action]);
      refreshAfter(action);
    },
    onError: toastFailure,
  });
  const busy = (id: number) => act.isPending && act.variables.id === id;

  return (
    <>
      <h1>Reviews</h1>
      <p className={styles.muted}>
        The shop shows approved reviews. Sample reviews are our own examples: a live shop shows one
        only once you approve it.
      </p>
      <FilterTabs
        label="Review status"
        tabs={FILTERS}
        current={filter}
        onChoose={(value) => setParams(new URLSearchParams({ status: value }))}
      >
        {(value) => FILTER_LABELS[value]}
      </FilterTabs>

      <section role="tabpanel" aria-label={`${FILTER_LABELS[filter]} reviews`}>
        <PagedItems
          list={list}
          items={reviews}
          label="Reviews"
          loadingLabel="Loading reviews"
          empty={EMPTY[filter]}
          rowKey={(review) => review.id}
          rowLabel={(review) => `${review.product_name} by ${review.author_name}`}
          rowTestId="review-row"
          columns={[
            {
              key: 'product',
              header: 'Product',
              primary: true,
              cell: (review) => review.product_name,
            },
            {
              key: 'rating',
              header: 'Rating',
              cell: (review) => (
                <span role="img" aria-label={`Rated ${review.rating} of 5`}>
                  {stars(review.rating)}
                </span>
              ),
            },
            { key: 'author', header: 'By', cell: (review) => review.author_name },
            { key: 'at', header: 'When', cell: (review) => malaysianTime(review.created_at) },
            {
              key: 'comment',
              header: 'Review',
              cell: (review) => <p className={styles.message}>{review.comment}</p>,
            },
            {
              key: 'status',
              header: 'Status',
              cell: (review) => (
                <div className={styles.row}>
                  <Badge tone={STATUS_TONE[review.status]}>{FILTER_LABELS[review.status]}</Badge>
                  {review.is_sample && <Badge tone="accent">Sample</Badge>}
                </div>
              ),
            },
            {
              key: 'actions',
              header: 'Actions',
              unlabelledOnCard: true,
              cell: (review) => (
                <div className={styles.row}>
                  {review.status !== 'approved' && (
                    <Button
                      size="sm"
                      disabled={busy(review.id)}
                      onClick={() => act.mutate({ action: 'adminReviewApprove', id: review.id })}
                    >
                      Approve
                    </Button>
                  )}
                  {review.status !== 'hidden' && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy(review.id)}
                      onClick={() => act.mutate({ action: 'adminReviewHide', id: review.id })}
                    >
                      Hide
                    </Button>
                  )}
                </div>
              ),
            },
          ]}
        />
      </section>
    </>
  );
}
