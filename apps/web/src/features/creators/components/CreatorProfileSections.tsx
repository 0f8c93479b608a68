import { Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import type { ConfigBundle } from '@app/shared/config';
import type { CreatorProfile } from '@app/shared/creators';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { FollowerCount } from '../../../components/FollowerCount';
import { Section } from '../../../components/Section';
import { formatMoney } from '../../../lib/money';
import { formatCompact, formatPercent } from '../../../lib/numbers';
import { channelLabel, countryName, levelLabel, orderChannels, postContentTypeLabel } from '../../config/lib/lookups';
import { sortedAgeBuckets, verificationSummary } from '../lib/profile';
import { VerificationBadge } from './VerificationBadge';

/** Each channel as a card: handle, followers, level, engagement, average views and the price per content type. */
export function ChannelsSection({ profile, config }: { profile: CreatorProfile; config: ConfigBundle | undefined }) {
  const channels = orderChannels(
    profile.channels,
    (c) => c.channel,
    config?.channels.map((c) => c.value),
  );
  return (
    <Section
      title="Channels"
      description="Followers, level and prices per post on each channel."
      data-testid="profile-channels"
    >
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {channels.map((ch) => {
          const name = channelLabel(config, ch.channel);
          return (
            <Paper
              component="li"
              key={ch.channel}
              withBorder
              radius="md"
              p="md"
              aria-label={name}
              data-testid="profile-channel"
            >
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
                    <ChannelIcon channel={ch.channel} size={20} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        @{ch.handle}
                      </Text>
                    </Stack>
                  </Group>
                  <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                    {levelLabel(config, ch.channel, ch.level)}
                  </Badge>
                </Group>
                <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
                  <div>
                    <Text size="xs" c="dimmed" component="dt">
                      Followers
                    </Text>
                    <Text fw={700} component="dd" m={0}>
                      <FollowerCount value={ch.followers} inherit />
                    </Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed" component="dt">
                      Engagement
                    </Text>
                    <Text fw={700} component="dd" m={0}>
                      {formatPercent(ch.engagement_rate)}
                    </Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed" component="dt">
                      Avg. views
                    </Text>
                    <Text fw={700} component="dd" m={0}>
                      {formatCompact(ch.avg_views)}
                    </Text>
                  </div>
                </SimpleGrid>
                <Stack gap={4}>
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    Price per post
                  </Text>
                  {Object.keys(ch.prices_minor).length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No prices yet
                    </Text>
                  ) : (
                    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
                      <Table.Tbody>
                        {Object.entries(ch.prices_minor).map(([type, amount]) => (
                          <Table.Tr key={type}>
                            <Table.Th scope="row" fw={400} c="dimmed">
                              {postContentTypeLabel(config, ch.channel, type)}
                            </Table.Th>
                            <Table.Td ta="right" fw={500}>
                              {formatMoney(amount, ch.currency)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

function ShareBar({ label, share, color }: { label: string; share: number; color?: string }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {share}%
        </Text>
      </Group>
      <Progress value={share} color={color} size="md" radius="xl" aria-label={`${label}: ${share}%`} />
    </Stack>
  );
}

/** Audience by age, gender and country as labelled bars. */
export function AudienceSection({ profile, config }: { profile: CreatorProfile; config: ConfigBundle | undefined }) {
  const audience = profile.audience;
  return (
    <Section title="Audience" data-testid="profile-audience">
      {!audience ? (
        <Text size="sm" c="dimmed">
          This creator has not shared audience figures yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap="xs" role="group" aria-label="Audience by age">
            <Text fw={600} size="sm">
              Age
            </Text>
            {sortedAgeBuckets(audience.age).map(({ bucket, share }) => (
              <ShareBar key={bucket} label={bucket} share={share} />
            ))}
          </Stack>
          <Stack gap="xs" role="group" aria-label="Audience by gender">
            <Text fw={600} size="sm">
              Gender
            </Text>
            <ShareBar label="Female" share={audience.gender.female} color="pink" />
            <ShareBar label="Male" share={audience.gender.male} color="blue" />
            <ShareBar label="Other" share={audience.gender.other} color="grape" />
          </Stack>
          <Stack gap="xs" role="group" aria-label="Audience by country">
            <Text fw={600} size="sm">
              Top countries
            </Text>
            {audience.top_countries.map((c) => (
              <ShareBar key={c.code} label={countryName(config, c.code)} share={c.share} color="teal" />
            ))}
          </Stack>
        </SimpleGrid>
      )}
    </Section>
  );
}

const STEP_ICON = {
  APPROVED: IconCircleCheck,
  REJECTED: IconCircleX,
  PENDING: IconClock,
  NOT_VERIFIED: IconClock,
} as const;
const STEP_COLOR = { APPROVED: 'green', REJECTED: 'red', PENDING: 'yellow', NOT_VERIFIED: 'gray' } as const;

/** The three verification steps and the overall status (spec section 4). */
export function VerificationSection({ profile }: { profile: CreatorProfile }) {
  const { steps, overall } = verificationSummary(profile.verification.steps);
  return (
    <Section
      title="Verification"
      actions={<VerificationBadge status={overall} size="lg" />}
      data-testid="profile-verification"
    >
      <List spacing="xs" listStyleType="none">
        {steps.map((step) => {
          const Icon = STEP_ICON[step.status];
          return (
            <List.Item
              key={step.key}
              icon={
                <ThemeIcon color={STEP_COLOR[step.status]} variant="light" radius="xl" size={26} aria-hidden>
                  <Icon size={16} />
                </ThemeIcon>
              }
            >
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {step.label}
                </Text>
                <VerificationBadge status={step.status} withPrefix={false} size="sm" />
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Section>
  );
}
