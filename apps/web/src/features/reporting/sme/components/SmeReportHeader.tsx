import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Campaign } from '@app/shared/campaigns';
import { ChannelIcon } from '../../../../components/ChannelIcon';
import { PageTitle } from '../../../../components/PageTitle';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel } from '../../../config/lib/lookups';
import { reportDates, statusPillColor, statusPillText } from '../lib/report-header';

type HeaderCampaign = Pick<
  Campaign,
  'name' | 'description' | 'channels' | 'campaign_status_for_merchant' | 'start_date' | 'end_date' | 'timezone'
>;

/**
 * The SME campaign report's header (spec section 2): the campaign's name, its description (from the single-campaign
 * call), its channels as pills, its status pill and its first and last day as "MMM DD, YYYY".
 */
export function SmeReportHeader({ campaign }: { campaign: HeaderCampaign }) {
  const config = useConfigBundle().data;
  const dates = reportDates(campaign.start_date, campaign.end_date, campaign.timezone || undefined);
  const status = campaign.campaign_status_for_merchant;
  return (
    <Stack gap="xs" miw={0} data-testid="sme-report-header">
      <PageTitle order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
        {campaign.name}
      </PageTitle>
      {campaign.description && (
        <Text
          size="sm"
          c="dimmed"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          data-testid="sme-report-description"
        >
          {campaign.description}
        </Text>
      )}
      <Group gap={6}>
        <Badge color={statusPillColor(status)} variant="light" tt="none" data-testid="sme-status-pill">
          {statusPillText(status)}
        </Badge>
        {campaign.channels.map((channel) => (
          <Badge
            key={channel}
            variant="outline"
            color="gray"
            tt="none"
            leftSection={<ChannelIcon channel={channel} size={12} />}
            data-testid="sme-channel-pill"
          >
            {channelLabel(config, channel)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" data-testid="sme-report-dates">
        <time dateTime={campaign.start_date}>{dates.start}</time>
        {' – '}
        <time dateTime={campaign.end_date}>{dates.end}</time>
      </Text>
    </Stack>
  );
}

/** While the campaign loads (spec: a skeleton). */
export function SmeReportHeaderSkeleton() {
  return (
    <Stack gap={8} role="status" aria-label="Loading the campaign" data-testid="sme-report-skeleton">
      <Skeleton height={28} width="70%" />
      <Skeleton height={14} width="90%" />
      <Group gap={6}>
        <Skeleton height={20} width={70} radius="xl" />
        <Skeleton height={20} width={90} radius="xl" />
      </Group>
      <Skeleton height={14} width="55%" />
    </Stack>
  );
}
