import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { ConfigBundle } from '@app/shared/config';
import type { Group as CreatorGroup } from '@app/shared/groups';
import { AvatarList } from '../../../components/AvatarList';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { FollowerCount } from '../../../components/FollowerCount';
import { formatPercent, plural } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { channelLabel, orderChannels } from '../../config/lib/lookups';
import { useGroupCreators } from '../api/group-creators';

/** The first creators of a group as avatars (2 then "+N"); one small, cached call per group. */
function GroupAvatars({ groupId, count }: { groupId: string; count: number }) {
  const page = useGroupCreators(groupId, { page: 1, pageSize: 2, channel: null });
  if (page.isPending) return <Skeleton height={32} width={80} radius="xl" />;
  const items = (page.data?.results ?? []).map((c) => ({ id: c.id, name: c.name, src: c.avatar }));
  return <AvatarList items={items} total={page.data?.total ?? count} noun="creators" />;
}

export function GroupCard({
  group,
  companyId,
  config,
}: {
  group: CreatorGroup;
  companyId: string;
  config: ConfigBundle | undefined;
}) {
  const metrics = group.metrics;
  const count = metrics?.creators_count ?? group.creators_count;
  const channels = orderChannels(
    Object.entries(metrics?.channels ?? {}),
    ([channel]) => channel,
    config?.channels.map((c) => c.value),
  ).filter(([, n]) => n > 0);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      h="100%"
      aria-labelledby={`group-${group.id}`}
      data-testid="group-card"
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={paths.company.groupDetails(companyId, group.id)}
              fw={700}
              id={`group-${group.id}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {group.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {plural(count, 'creator')}
            </Text>
          </Stack>
          {count > 0 && <GroupAvatars groupId={group.id} count={count} />}
        </Group>
        {group.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {group.description}
          </Text>
        )}
        <Group gap="lg" mt="auto">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Combined followers
            </Text>
            <FollowerCount value={metrics?.combined_followers ?? 0} fw={700} />
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Avg. engagement
            </Text>
            <Text fw={700}>{formatPercent(metrics?.average_engagement_rate ?? 0)}</Text>
          </Stack>
        </Group>
        {channels.length > 0 && (
          <Group
            gap={6}
            component="ul"
            aria-label="Creators per channel"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {channels.map(([channel, n]) => (
              <li key={channel}>
                <Tooltip label={`${n} on ${channelLabel(config, channel)}`} withArrow>
                  <Badge
                    variant="light"
                    color="gray"
                    leftSection={<ChannelIcon channel={channel} size={12} />}
                    aria-label={`${channelLabel(config, channel)}: ${n}`}
                  >
                    {n}
                  </Badge>
                </Tooltip>
              </li>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
