import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Checkbox,
  Group,
  Skeleton,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ConfigBundle } from '@app/shared/config';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { FollowerCount } from '../../../components/FollowerCount';
import { formatDate } from '../../../lib/dates';
import { formatPercent } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { channelLabel, countryName, levelLabel, orderChannels } from '../../config/lib/lookups';
import type { GroupCreator } from '../api/group-creators';

interface GroupCreatorsTableProps {
  rows: readonly GroupCreator[];
  /** The channel tab: its handle, followers, level and engagement are shown. Null: all channels. */
  channel: string | null;
  config: ConfigBundle | undefined;
  loading?: boolean;
  pageSize: number;
  /** Row selection for bulk removal; no checkboxes without it. */
  selectedIds?: readonly number[];
  onSelectedChange?: (ids: number[]) => void;
  /** Removes one creator (asks first); no remove buttons without it. */
  onRemove?: (creator: GroupCreator) => void;
  removingId?: number | null;
  caption: string;
}

/** A page of a group's (or the universe's) creators, on one channel or on all. */
export function GroupCreatorsTable({
  rows,
  channel,
  config,
  loading,
  pageSize,
  selectedIds,
  onSelectedChange,
  onRemove,
  removingId,
  caption,
}: GroupCreatorsTableProps) {
  const selectable = Boolean(selectedIds && onSelectedChange);
  const selected = new Set(selectedIds ?? []);
  const pageIds = rows.map((r) => r.id);
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const some = pageIds.some((id) => selected.has(id));
  const columns = 5 + (selectable ? 1 : 0) + (onRemove ? 1 : 0) + (channel ? 1 : 0);

  return (
    <Table.ScrollContainer minWidth={channel ? 760 : 680}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="group-creators">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text span size="sm" c="dimmed">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every creator on this page"
                  checked={all}
                  indeterminate={some && !all}
                  disabled={rows.length === 0}
                  onChange={(event) =>
                    onSelectedChange!(
                      event.currentTarget.checked
                        ? [...new Set([...(selectedIds ?? []), ...pageIds])]
                        : (selectedIds ?? []).filter((id) => !pageIds.includes(id)),
                    )
                  }
                />
              </Table.Th>
            )}
            <Table.Th scope="col">Creator</Table.Th>
            {channel && <Table.Th scope="col">Handle</Table.Th>}
            <Table.Th scope="col">{channel ? `${channelLabel(config, channel)} followers` : 'Followers'}</Table.Th>
            <Table.Th scope="col">{channel ? 'Level' : 'Channels'}</Table.Th>
            <Table.Th scope="col">Engagement</Table.Th>
            <Table.Th scope="col">Added</Table.Th>
            {onRemove && (
              <Table.Th w={56}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={loading}>
          {loading && rows.length === 0
            ? Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={columns}>
                    <Skeleton height={28} />
                  </Table.Td>
                </Table.Tr>
              ))
            : rows.map((creator) => {
                const figures = channel ? creator.channel : null;
                return (
                  <Table.Tr key={creator.id} data-testid="group-creator-row" data-creator-id={creator.id}>
                    {selectable && (
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select ${creator.name}`}
                          checked={selected.has(creator.id)}
                          onChange={(event) =>
                            onSelectedChange!(
                              event.currentTarget.checked
                                ? [...(selectedIds ?? []), creator.id]
                                : (selectedIds ?? []).filter((id) => id !== creator.id),
                            )
                          }
                        />
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar
                          src={creator.avatar}
                          name={creator.name}
                          alt=""
                          color="initials"
                          radius="xl"
                          size={34}
                        />
                        <div style={{ minWidth: 0 }}>
                          <Anchor component={Link} to={paths.influencer(creator.id)} fw={600} size="sm">
                            {creator.name}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {countryName(config, creator.country)}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    {channel && <Table.Td>{figures ? `@${figures.handle}` : '–'}</Table.Td>}
                    <Table.Td>
                      <FollowerCount value={figures ? figures.followers : creator.combined_followers_count} inherit />
                    </Table.Td>
                    <Table.Td>
                      {channel ? (
                        figures ? (
                          // As wide as its text: in a narrow column the label was cut to an empty pill.
                          <Badge variant="light" tt="none" style={{ minWidth: 'max-content' }}>
                            {levelLabel(config, channel, figures.level)}
                          </Badge>
                        ) : (
                          '–'
                        )
                      ) : (
                        <Group gap={4} wrap="nowrap">
                          {orderChannels(
                            creator.channels,
                            (c) => c,
                            config?.channels.map((ch) => ch.value),
                          ).map((c) => (
                            <Tooltip key={c} label={channelLabel(config, c)} withArrow>
                              <span>
                                <ChannelIcon channel={c} label={channelLabel(config, c)} />
                              </span>
                            </Tooltip>
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>{formatPercent(figures ? figures.engagement_rate : creator.engagement_rate)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" component="time" dateTime={creator.added_at}>
                        {formatDate(creator.added_at, 'dayFirst')}
                      </Text>
                    </Table.Td>
                    {onRemove && (
                      <Table.Td>
                        <Tooltip label="Remove from the group" withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${creator.name} from the group`}
                            onClick={() => onRemove(creator)}
                            loading={removingId === creator.id}
                          >
                            <IconUserMinus size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
