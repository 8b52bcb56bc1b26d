import type { AdminReview } from '@nyiur/api';
import type { ReviewStatus } from '@nyiur/domain';
import { useQuery } from '@tanstack/react-query';
import { adminApi, dataOf } from '../lib/admin-api';
import { usePagedList } from '../lib/use-paged-list';
import { queryKeys } from './query-keys';

export const useProducts = () =>
  useQuery({
    queryKey: queryKeys.products,
    queryFn: () => adminApi.adminProductList().then(dataOf),
  });

/** Reviews of one status (or all), newest first, page by page. */
export const useReviewList = (filter: ReviewStatus | 'all') =>
  usePagedList(
    queryKeys.reviewList(filter),
    (beforeId) =>
      adminApi
        .adminReviewList({
          ...(filter === 'all' ? {} : { status: filter }),
          ...(beforeId ? { before_id: beforeId } : {}),
        })
        .then(dataOf),
    (page): readonly AdminReview[] => page.reviews,
  );
