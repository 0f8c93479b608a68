import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake, IconSpeakerphone, IconUsers, IconUserStar, type Icon } from '@tabler/icons-react';
import type { SmeDashboard } from '@app/shared/sme';
import { formatCompact, formatInteger } from '../../../../lib/numbers';
import { changeTone, formatChange } from '../../lib/change';

export type SmeStat = SmeDashboard['stats'][number];

const ICONS: Record<SmeStat['icon'], Icon> = {
  reach: IconUsers,
  engagement: IconHeartHandshake,
  campaigns: IconSpeakerphone,
  creators: IconUserStar,
};

// Shade 9 of teal and red (and 8 of blue): 4.5:1 or more on white for small text.
const TONE_COLOR = { up: 'teal.9', down: 'red.9', flat: 'dimmed', new: 'blue.8' } as const;

/**
 * One figure of the last 30 days: its name and icon, the value in compact form ("113.3K", the exact figure as its
 * title) and the change against the 30 days before with its sign and colour ("+12.5%" green, "-3.0%" red), or "New"
 * when there was nothing before.
 */
export function SmeStatCard({ stat }: { stat: SmeStat }) {
  const StatIcon = ICONS[stat.icon] ?? IconUsers;
  const tone = changeTone(stat.percentageChange);
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid={`sme-stat-${stat.icon}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <Text size="sm" fw={600} component="h3" m={0}>
            {stat.name}
          </Text>
          <ThemeIcon variant="light" size={30} aria-hidden>
            <StatIcon size={18} />
          </ThemeIcon>
        </Group>
        <Text fz={28} fw={700} lh={1.1} title={formatInteger(stat.value)} data-testid="sme-stat-value">
          {formatCompact(stat.value)}
        </Text>
        <Text size="sm" c="dimmed">
          <Text span fw={700} c={TONE_COLOR[tone]} data-testid="sme-stat-change" data-tone={tone}>
            {formatChange(stat.percentageChange)}
          </Text>{' '}
          {tone === 'new' ? '(nothing in the previous 30 days)' : 'vs the previous 30 days'}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The four figures: two a row on a phone, four from `md`. */
export function SmeStatCards({ stats }: { stats: readonly SmeStat[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="sme-stats">
      {stats.map((stat) => (
        <SmeStatCard key={stat.icon} stat={stat} />
      ))}
    </SimpleGrid>
  );
}

export function SmeStatCardsSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="sm"
      role="status"
      aria-label="Loading your figures"
      data-testid="sme-stats-loading"
    >
      {[0, 1, 2, 3].map((key) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Stack gap="xs">
            <Skeleton height={14} width="60%" />
            <Skeleton height={28} width="45%" />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
