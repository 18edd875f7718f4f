import { Alert, Button, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isConnectionFailure } from '@/api/connection';
import type { ListFilterControl } from '@/lib/list-search';
import { ClearFiltersButton } from './list-filters';
import { describeLoadError } from './load-error';

interface EmptyState {
  message: string;
  /** For example a button that creates the first item. */
  action?: ReactNode;
}

/** The empty state of a list whose filters match nothing: `message` and a Clear filters button. */
export function noMatchState(message: string, onClear: () => void): EmptyState {
  return {
    message,
    action: <ClearFiltersButton variant="default" onClear={onClear} />,
  };
}

/**
 * The empty state of every list: while a filter is set, `noMatch` with Clear filters (the same
 * as the filter bar's); without one, `empty`.
 */
export function listEmptyState<S>(
  { list, search, onChange }: ListFilterControl<S>,
  noMatch: string,
  empty: EmptyState,
): EmptyState {
  return list.hasFilters(search)
    ? noMatchState(noMatch, () => onChange(list.withoutFilters(search)))
    : empty;
}

interface QueryStateProps<TData> {
  query: UseQueryResult<TData>;
  /** Names what is loading, as in "Couldn't load employees". */
  subject: string;
  isEmpty?: (data: TData) => boolean;
  empty?: EmptyState;
  /** Number of skeleton rows while loading. */
  skeletonRows?: number;
  children: (data: TData) => ReactNode;
}

export function QueryState<TData>({
  query,
  subject,
  isEmpty,
  empty,
  skeletonRows = 4,
  children,
}: QueryStateProps<TData>) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">Loading {subject}…</VisuallyHidden>
        {Array.from({ length: skeletonRows }, (_, row) => (
          <Skeleton key={row} height={32} />
        ))}
      </Stack>
    );
  }

  // Data already on screen stays readable when a refresh could not reach the service (the shell's
  // banner says so); any other failure is shown.
  if (query.isError && !(query.data !== undefined && isConnectionFailure(query.error))) {
    return (
      <Alert color="red" title={`Couldn't load ${subject}`} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeLoadError(query.error, subject)}</Text>
          <Button
            size="xs"
            variant="default"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }

  // Pending and failed-without-data returned above: there is data.
  const data = query.data as TData;
  if (isEmpty?.(data)) {
    return (
      <Paper withBorder p="xl">
        <Stack align="center" gap="sm">
          <Text>{empty?.message ?? `No ${subject} yet.`}</Text>
          {empty?.action}
        </Stack>
      </Paper>
    );
  }

  return children(data);
}
