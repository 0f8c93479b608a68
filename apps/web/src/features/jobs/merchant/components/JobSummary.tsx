import { Badge, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConfigBundle } from '@app/shared/config';
import { INCOME_CATEGORY_LABELS } from '@app/shared/creator-options';
import { MARKETPLACE_MODE_LABELS, type Job } from '@app/shared/jobs';
import { Stat } from '../../../../components/Stat';
import { formatDate } from '../../../../lib/dates';
import { plural } from '../../../../lib/numbers';
import {
  channelLabel,
  countryName,
  occupationOptions,
  postContentTypeLabel,
  subcategoryLabel,
  titleCase,
} from '../../../config/lib/lookups';
import { collapseTasks } from '../lib/form-values';
import { formatMoney } from '../../../../lib/money';
import { ChannelNames } from './ChannelNames';

const PERIOD_WORDS = { day: 'day', week: 'week', month: 'month' } as const;

/** Who may bid, in words: the mode and what it holds. */
function audience(job: Job, config: ConfigBundle | undefined): string[] {
  if (job.marketplace_mode === 'groups') return [plural(job.marketplace_values_group.length, 'creator group')];
  if (job.marketplace_mode === 'self-select')
    return [plural(job.marketplace_values_self_select.length, 'chosen creator')];
  const a = job.marketplace_values_influencer_attributes;
  const lines: string[] = [];
  lines.push(
    `Creators in ${(a.countries.length ? a.countries : [job.country]).map((c) => countryName(config, c)).join(', ')}`,
  );
  if (a.locations.length) {
    const locations = a.locations.map((id) => config?.all_locations.find((l) => l.id === id)?.name ?? String(id));
    lines.push(`Locations: ${locations.join(', ')}`);
  }
  if (a.gender !== 'BOTH') lines.push(`Gender: ${a.gender.charAt(0)}${a.gender.slice(1).toLowerCase()}`);
  if (a.age_group.from > 18 || a.age_group.to < 100) lines.push(`Aged ${a.age_group.from} to ${a.age_group.to}`);
  if (a.income_category.length)
    lines.push(`Income: ${a.income_category.map((i) => INCOME_CATEGORY_LABELS[i]).join(', ')}`);
  if (a.influencer_levels.length) lines.push(`Levels: ${a.influencer_levels.map(titleCase).join(', ')}`);
  const topics = [...new Set([...a.interests, ...a.posting_about])];
  if (topics.length) lines.push(`Interests: ${topics.map((t) => subcategoryLabel(config, t)).join(', ')}`);
  if (a.occupation.length) {
    const names = config ? occupationOptions(config) : [];
    const occupations = a.occupation.map((o) => names.find((n) => n.value === o)?.label ?? subcategoryLabel(config, o));
    lines.push(`Occupations: ${occupations.join(', ')}`);
  }
  return lines;
}

/** A job's facts: bid window (in its country's zone), budget, campaign, channels and tasks, who may bid. */
export function JobSummary({ job, config }: { job: Job; config: ConfigBundle | undefined }) {
  const zone = config?.countries.find((c) => c.code === job.country)?.timezone;
  const tasks = collapseTasks(job.tasks);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="About the job"
      data-testid="job-summary"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Stat label="Bidding">
            <span data-testid="job-bid-window">
              {formatDate(job.bid_start_date, 'dayFirstTime', zone)} –{' '}
              {formatDate(job.bid_end_date, 'dayFirstTime', zone)}
            </span>
          </Stat>
          <Stat label="Budget">
            <span data-testid="job-budget">{formatMoney(job.budget_minor, job.currency)}</span>
          </Stat>
          <Stat label="Campaign">
            From {formatDate(job.estimated_campaign_start_date, 'dayFirst', zone)},{' '}
            {plural(job.campaign_duration, PERIOD_WORDS[job.campaign_period])}
          </Stat>
          <Stat label="Selection">
            <span data-testid="job-mode">{MARKETPLACE_MODE_LABELS[job.marketplace_mode]}</span>
          </Stat>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Channels
            </Text>
            <ChannelNames channels={job.channels} />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Tasks (per creator)
            </Text>
            <List size="sm" spacing={2} data-testid="job-tasks">
              {tasks.map((task) => (
                <List.Item key={`${task.channel}:${task.post_content_type}`}>
                  {task.number} × {postContentTypeLabel(config, task.channel, task.post_content_type)} on{' '}
                  {channelLabel(config, task.channel)}
                </List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Who may bid
            </Text>
            <Group gap={4}>
              {audience(job, config).map((line) => (
                <Badge
                  key={line}
                  variant="light"
                  color="gray"
                  tt="none"
                  style={{ height: 'auto', whiteSpace: 'normal' }}
                >
                  {line}
                </Badge>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
