import { Button } from '@nyiur/ui';

/** The part of an infinite query the button needs. */
export interface PagedList {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/** "Load more" under a list of the back office, while there is a next page. */
export function LoadMore({ list }: { list: PagedList }) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
    >
      {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  );
}
