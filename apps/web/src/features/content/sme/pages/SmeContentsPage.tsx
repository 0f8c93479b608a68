import { Container, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useCallback, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { PaginationBar } from '../../../../components/PaginationBar';
import { useSmeContents } from '../../api/sme-contents';
import { SmeContentCard } from '../components/SmeContentCard';
import { SmeReviewSheet } from '../components/SmeReviewSheet';
import {
  contentsParams,
  readContentsParams,
  SME_CONTENTS_PAGE_SIZE,
  type SmeContentsFilter,
  type SmeContentsState,
} from '../lib/contents-params';

const FILTERS: ReadonlyArray<{ value: SmeContentsFilter; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'TO_REVIEW', label: 'To review' },
  { value: 'LIVE', label: 'Live' },
];

const EMPTY: Record<SmeContentsFilter, { title: string; text: string }> = {
  ALL: {
    title: 'No content yet',
    text: 'When the creators of your campaigns send drafts and live posts, they appear here.',
  },
  TO_REVIEW: { title: 'Nothing to review', text: 'You are all caught up: no draft or live link is waiting for you.' },
  LIVE: { title: 'No live posts yet', text: 'Verified posts appear here with their reach, views and engagement.' },
};

function LoadingList() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading contents" data-testid="sme-contents-loading">
      {[0, 1, 2].map((key) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Skeleton height={44} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={16} width="50%" />
              <Skeleton height={14} width="70%" />
              <Skeleton height={12} width="40%" />
            </Stack>
          </Group>
          <Skeleton height={42} mt="sm" />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /sme/{sme_id}/contents: every piece the business's creators made, phone first. Tabs filter All / To review / Live;
 * the list is paged (5, 10, 20, 50; kept in the address with the filter); each card shows the creator, campaign, post
 * and state, and a live post's figures. Tapping one opens its review (`?item=`: the dashboard links straight to it).
 */
export function SmeContentsPage() {
  const { smeId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readContentsParams(searchParams);
  const { item, ...query } = state;
  const contents = useSmeContents(smeId, query);

  const go = useCallback(
    (next: Partial<SmeContentsState>, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => contentsParams({ ...readContentsParams(current), ...next }), options),
    [setSearchParams],
  );

  const data = contents.data;
  let list: ReactNode = null;
  if (contents.isPending) list = <LoadingList />;
  else if (contents.isError && !data)
    list = (
      <ErrorState
        title="We could not load your contents"
        error={contents.error}
        onRetry={() => void contents.refetch()}
      />
    );
  else if (data && data.results_count === 0 && !contents.isPlaceholderData)
    list = (
      <Paper withBorder radius="md" p="xl" data-testid="sme-contents-empty">
        <Stack gap="xs" align="center" ta="center">
          <IconPhoto size={40} stroke={1.5} aria-hidden />
          <Text fw={600} size="lg">
            {EMPTY[query.filter].title}
          </Text>
          <Text size="sm" c="dimmed">
            {EMPTY[query.filter].text}
          </Text>
        </Stack>
      </Paper>
    );
  else if (data)
    list = (
      <Stack gap="md">
        {contents.isError && (
          <ErrorState
            title="We could not load this page"
            error={contents.error}
            onRetry={() => void contents.refetch()}
          />
        )}
        <Stack
          gap="sm"
          component="ul"
          aria-label="Contents"
          aria-busy={contents.isPlaceholderData || undefined}
          style={{ listStyle: 'none', padding: 0, margin: 0, opacity: contents.isPlaceholderData ? 0.6 : 1 }}
        >
          {data.results.map((entry) => (
            <li key={entry.id}>
              <SmeContentCard item={entry} onOpen={(id) => go({ item: id })} />
            </li>
          ))}
        </Stack>
        <PaginationBar
          page={query.page_number}
          pageSize={query.page_size}
          total={data.results_count}
          defaultPageSize={SME_CONTENTS_PAGE_SIZE}
          noun="pieces"
          onPageChange={(page) => go({ page_number: page }, { replace: true })}
          onPageSizeChange={(size) => go({ page_number: 1, page_size: size }, { replace: true })}
        />
      </Stack>
    );

  return (
    <Container size="md" py="lg" px="md">
      <Stack gap="lg">
        <PageTitle fz={{ base: 26, sm: 32 }}>Contents</PageTitle>
        <Tabs
          value={query.filter}
          onChange={(value) => go({ filter: (value as SmeContentsFilter) ?? 'ALL', page_number: 1 }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List grow aria-label="Show">
            {FILTERS.map((filter) => (
              <Tabs.Tab key={filter.value} value={filter.value} fz="md" py="md">
                {filter.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {FILTERS.map((filter) => (
            <Tabs.Panel key={filter.value} value={filter.value} pt="md">
              {filter.value === query.filter && list}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <SmeReviewSheet contentId={item} onClose={() => go({ item: null }, { replace: true })} />
    </Container>
  );
}
