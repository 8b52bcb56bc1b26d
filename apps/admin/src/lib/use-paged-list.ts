import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** One page of a back-office list paged by `before_id` (newest first). */
interface Page {
  readonly next_before_id?: number | null | undefined;
}

/**
 * A back-office list read page by page: `fetchPage` asks for the page before an id (none for the
 * first), `itemsOf` picks the rows out of a page. Answers the query (for Load more, loading and
 * error states) and every row read so far.
 */
export function usePagedList<P extends Page, Item>(
  queryKey: QueryKey,
  fetchPage: (beforeId: number | undefined) => Promise<P>,
  itemsOf: (page: P) => readonly Item[],
) {
  const list = useInfiniteQuery({
    queryKey,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
  const items: Item[] = list.data?.pages.flatMap(itemsOf) ?? [];
  return { list, items };
}
