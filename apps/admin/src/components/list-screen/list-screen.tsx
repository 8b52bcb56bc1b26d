import { Button, DataList, Field, Input, Spinner, type DataListColumn } from '@nyiur/ui';
import type { Key, ReactNode } from 'react';
import type { DefaultValues, FieldErrors, Path, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
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

type SearchFields = Record<string, string | undefined>;

export interface SearchBarProps<Values extends SearchFields> {
  /** The form's accessible name, e.g. "Search leads". */
  readonly label: string;
  /** What the search box matches, e.g. "Name, e-mail or phone". */
  readonly hint: string;
  /** The list call's search fields (`q` and any others), checked in the browser as the server does. */
  readonly schema: z.ZodType<unknown, Values>;
  /** The search in force; an empty field is none. */
  readonly current: Values;
  /** Every field filled in, trimmed, by name (`q`, and any field of `children`). */
  readonly onSearch: (values: Record<string, string>) => void;
  /** More fields after the search box, such as dates: `field(name)` registers one. */
  readonly children?: (
    field: (name: Path<Values>) => UseFormRegisterReturn,
    errors: FieldErrors<Values>,
  ) => ReactNode;
}

/** Only the fields filled in: an empty one is no filter. */
const filled = (values: SearchFields): Record<string, string> => {
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value) chosen[name] = value;
  return chosen;
};

/**
 * The search form over a back-office list. Keyed by the search in force, so that a new search
 * (a tab, the back button) shows its fields afresh.
 */
export function SearchBar<Values extends SearchFields>({
  label,
  hint,
  schema,
  current,
  onSearch,
  children,
}: SearchBarProps<Values>) {
  const { form, ...idiom } = useAdminForm({
    schema,
    defaultValues: filled(current) as DefaultValues<Values>,
    send: (values) => Promise.resolve(onSearch(filled(values))),
  });
  const field = (name: Path<Values>) =>
    form.register(name, { setValueAs: (text?: string) => text?.trim() || undefined });
  const { errors } = form.formState;
  return (
    <AdminForm {...idiom} label={label} submit="Search" variant="secondary" row>
      <Field
        label="Search"
        hint={hint}
        error={errors['q']?.message?.toString()}
        className={styles.grow}
      >
        <Input type="search" {...field('q' as Path<Values>)} />
      </Field>
      {children?.(field, errors)}
    </AdminForm>
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
