import { EmptyState, Skeleton, Stack, Table } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../../components/ErrorState';

interface ProfileListProps<T> {
  query: UseQueryResult<T>;
  /** What the list holds, for people: "payments" reads "Loading your payments", "We could not load your payments". */
  what: string;
  /** How many skeleton rows stand in while it loads. */
  loadingRows: number;
  /** What shows when `isEmpty` says the answer holds nothing. */
  empty: { isEmpty: (data: T) => boolean; icon: Icon; title: string; description: string; testId: string };
  /** The table's least width (narrower, it scrolls sideways) and its test id. */
  minWidth: number;
  testId: string;
  /** The table's caption, head and body for the answer. */
  children: (data: T) => ReactNode;
}

/** The list of a profile's payments page: skeleton rows, the error with a retry, an empty state, or the table. */
export function ProfileList<T>({ query, what, loadingRows, empty, minWidth, testId, children }: ProfileListProps<T>) {
  if (query.isPending)
    return (
      <Stack gap="sm" role="status" aria-label={`Loading your ${what}`}>
        {Array.from({ length: loadingRows }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <ErrorState title={`We could not load your ${what}`} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (empty.isEmpty(query.data))
    return (
      <EmptyState
        icon={<empty.icon size={32} aria-hidden />}
        withIndicatorBackground
        title={empty.title}
        description={empty.description}
        data-testid={empty.testId}
      />
    );
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="sm" data-testid={testId}>
        {children(query.data)}
      </Table>
    </Table.ScrollContainer>
  );
}
