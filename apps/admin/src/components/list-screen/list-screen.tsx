import { Button, DataList, Field, Input, Spinner, type DataListColumn } from '@nyiur/ui';
import type { FormEvent, Key, ReactNode } from 'react';
import { failureMessage } from '../../lib/admin-api';
import styles from '../../screens/screens.module.css';
import { LoadMore, type PagedList } from '../load-more/load-more';

export interface FilterTabsProps<Tab extends string> {
  /** What the tabs choose between, e.g. "Order status". */
  readonly label: string;
  readonly tabs: readonly Tab[];
  readonly current: Tab;
  readonly onChoose: (tab: Tab) => void;
  /** What a tab shows: its label, and anything beside it such as a count. */
  readonly children: (tab: Tab) => ReactNode;
}

/** The tabs over a back-office screen, one of them chosen. */
export function FilterTabs<Tab extends string>({
  label,
  tabs,
  current,
  onChoose,
  children,
}: FilterTabsProps<Tab>) {
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={value === current}
          className={styles.tab}
          onClick={() => onChoose(value)}
        >
          {children(value)}
        </button>
      ))}
    </div>
  );
}

export interface SearchBarProps {
  /** The form's accessible name, e.g. "Search leads". */
  readonly label: string;
  /** What the search box matches, e.g. "Name, e-mail or phone". */
  readonly hint: string;
  /** The search in force. */
  readonly q: string;
  /** Changes whenever the search in force changes, so the fields show it afresh. */
  readonly resetKey: string;
  /** Every field filled in, trimmed, by name (`q`, and any field of `children`). */
  readonly onSearch: (values: Record<string, string>) => void;
  /** More fields after the search box, such as dates. */
  readonly children?: ReactNode;
}

/** The search form over a back-office list. */
export function SearchBar({ label, hint, q, resetKey, onSearch, children }: SearchBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      const text = String(value).trim();
      if (text) values[name] = text;
    }
    onSearch(values);
  };
  return (
    <form className={styles.row} onSubmit={submit} role="search" aria-label={label}>
      <Field label="Search" hint={hint} className={styles.grow}>
        <Input name="q" defaultValue={q} key={resetKey} type="search" />
      </Field>
      {children}
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}

/** The CSV of what a list shows, saying when it is of a search only. */
export function CsvLink({
  href,
  label,
  searched,
}: {
  href: string;
  label: string;
  searched: boolean;
}) {
  return (
    <p className={styles.muted}>
      <a href={href} download>
        {label}
      </a>
      {searched ? ' (this search)' : ''}
    </p>
  );
}

/** The part of a query the loading and failure states need. */
export interface LoadingQuery {
  readonly isPending: boolean;
  readonly error: unknown;
  refetch(): unknown;
}

/** A spinner while a query loads, its failure with a way to try again, and otherwise `children`. */
export function QueryState({
  query,
  loadingLabel,
  children,
}: {
  query: LoadingQuery;
  loadingLabel: string;
  children: () => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.error)
    return (
      <div role="alert" className={styles.empty}>
        <p>{failureMessage(query.error)}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  return <>{children()}</>;
}

export interface PagedItemsProps<Item> {
  readonly list: LoadingQuery & PagedList;
  readonly items: readonly Item[];
  /** The list's accessible name. */
  readonly label: string;
  readonly loadingLabel: string;
  /** What shows when there is nothing to list. */
  readonly empty: ReactNode;
  /** The columns: a table's on a wide screen, each card's labelled values on a phone. */
  readonly columns: readonly DataListColumn<Item>[];
  readonly rowKey: (item: Item) => Key;
  readonly rowLabel?: (item: Item) => string;
  readonly rowTestId?: string;
}

/** A back-office list read page by page: loading, failure, empty, the rows, and Load more. */
export function PagedItems<Item>({
  list,
  items,
  label,
  loadingLabel,
  empty,
  ...rows
}: PagedItemsProps<Item>) {
  return (
    <>
      <QueryState query={list} loadingLabel={loadingLabel}>
        {() =>
          items.length === 0 ? (
            <p className={styles.empty}>{empty}</p>
          ) : (
            <DataList label={label} rows={items} {...rows} />
          )
        }
      </QueryState>
      <LoadMore list={list} />
    </>
  );
}
