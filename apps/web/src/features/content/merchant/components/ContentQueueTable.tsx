import { Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { ContentQueueItem } from '@app/shared/content';
import { ChannelIcon } from '../../../../components/ChannelIcon';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel, postContentTypeLabel } from '../../../config/lib/lookups';
import { contentFileQuery } from '../../api/merchant-content-file';
import { ContentStatusBadge, LateBadge } from '../../components/ContentStatusBadge';
import { MediaThumbnail } from '../../components/MediaThumbnail';

interface ContentQueueTableProps {
  companyId: string;
  items: readonly ContentQueueItem[];
  caption: string;
  loading?: boolean;
}

/** What the item is for: its campaign, else its job. */
export function workOf(item: Pick<ContentQueueItem, 'campaign' | 'job'>): { kind: string; name: string } {
  if (item.campaign) return { kind: 'Campaign', name: item.campaign.name };
  if (item.job) return { kind: 'Job', name: item.job.name };
  return { kind: '', name: '–' };
}

/**
 * The queue's rows: preview, creator (the link to the review), campaign or job, brand, channel and post type, round,
 * state (late marked) and due date. A click anywhere on a row opens it too; the table scrolls sideways on a phone.
 */
export function ContentQueueTable({ companyId, items, caption, loading }: ContentQueueTableProps) {
  const config = useConfigBundle().data;
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={880} type="native">
      <Table verticalSpacing="sm" highlightOnHover data-testid="content-queue" aria-busy={loading}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text span size="sm" c="dimmed">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Preview</Table.Th>
            <Table.Th scope="col">Creator</Table.Th>
            <Table.Th scope="col">Campaign or job</Table.Th>
            <Table.Th scope="col">Brand</Table.Th>
            <Table.Th scope="col">Post</Table.Th>
            <Table.Th scope="col">Round</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Due</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const work = workOf(item);
            const to = paths.company.preApprovalTask(companyId, item.id);
            return (
              <Table.Tr
                key={item.id}
                data-testid="queue-row"
                data-content-id={item.id}
                onClick={(event) => {
                  // The link itself (and any text being selected) keeps its own behaviour.
                  if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
                  navigate(to);
                }}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td w={64}>
                  <MediaThumbnail
                    file={item.preview}
                    query={item.preview ? contentFileQuery(item.id, item.preview.id) : null}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={to}
                    fw={600}
                    size="sm"
                    aria-label={`${item.creator.name}: post ${item.post_index} of ${work.name}`}
                  >
                    {item.creator.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {work.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {work.kind}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.brand.name}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ChannelIcon channel={item.channel} />
                    <Text size="sm">{channelLabel(config, item.channel)}</Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {postContentTypeLabel(config, item.channel, item.post_content_type)} {item.post_index}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.round}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <ContentStatusBadge status={item.status} />
                    {item.late && <LateBadge />}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {item.due_at ? formatDate(item.due_at) : '–'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ContentQueueSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the queue">
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} gap="md" wrap="nowrap">
          <Skeleton height={48} width={48} radius="sm" />
          <Skeleton height={20} width="25%" />
          <Skeleton height={20} width="20%" />
          <Skeleton height={20} width="30%" />
        </Group>
      ))}
    </Stack>
  );
}
