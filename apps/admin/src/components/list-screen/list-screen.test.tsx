import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FilterTabs, PagedItems, SearchBar } from './list-screen';

const idle = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() };

describe('list screen parts', () => {
  it('marks the chosen tab and tells which tab is pressed', async () => {
    const onChoose = vi.fn();
    render(
      <FilterTabs label="Status" tabs={['new', 'old'] as const} current="new" onChoose={onChoose}>
        {(tab) => tab.toUpperCase()}
      </FilterTabs>,
    );
    expect(screen.getByRole('tab', { name: 'NEW' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'OLD' }));
    expect(onChoose).toHaveBeenCalledWith('old');
  });

  it('searches with every filled field, trimmed, and leaves out the empty ones', async () => {
    const onSearch = vi.fn();
    render(
      <SearchBar
        label="Search things"
        hint="Name"
        schema={z.object({ q: z.string().optional(), from: z.string().optional() })}
        current={{ q: '' }}
        key="q"
        onSearch={onSearch}
      >
        {(field) => <input aria-label="From" {...field('from')} />}
      </SearchBar>,
    );
    await userEvent.type(screen.getByRole('searchbox'), '  siti  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ q: 'siti' });
  });

  it('shows loading, a failure with a retry, the empty text, then the rows', async () => {
    const refetch = vi.fn();
    const base: typeof idle & { refetch: typeof refetch; isPending: boolean; error: unknown } = {
      ...idle,
      refetch,
      isPending: false,
      error: null,
    };
    const view = (list: typeof base, items: string[]) => (
      <PagedItems
        list={list}
        items={items}
        label="Things"
        loadingLabel="Loading things"
        empty="None"
        columns={[{ key: 'name', header: 'Name', primary: true, cell: (item) => item }]}
        rowKey={(item) => item}
      />
    );
    const { rerender } = render(view({ ...base, isPending: true }, []));
    expect(screen.getByText('Loading things')).toBeInTheDocument();
    rerender(view({ ...base, error: new Error('Server down') }, []));
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
    rerender(view(base, []));
    expect(screen.getByText('None')).toBeInTheDocument();
    rerender(view({ ...base, hasNextPage: true }, ['a', 'b']));
    expect(screen.getByRole('list', { name: 'Things' }).children).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
