import { Anchor, Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CampaignSummary } from '@app/shared/campaigns';
import { plural } from '../../../../lib/numbers';
import { paths } from '../../../../lib/paths';
import { campaignDateRange } from '../../lib/format';
import { formatMoney } from '../../../../lib/money';
import { CampaignStatusBadge } from '../../components/CampaignStatusBadge';
import { ChannelList } from '../../components/ChannelList';

/**
 * A campaign in a list: its name (the link to its details), brand, status, dates in its zone, channels, budget and
 * creators.
 */
export function CampaignCard({ campaign, companyId }: { campaign: CampaignSummary; companyId: string }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid="campaign-card" data-campaign-id={campaign.id}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {campaign.thumbnail && (
          <Image src={campaign.thumbnail} alt="" w={56} h={56} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
        )}
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={3} fz="md" miw={0} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={paths.company.campaignDetails(companyId, campaign.id)} inherit>
                {campaign.name}
              </Anchor>
            </Title>
            <CampaignStatusBadge status={campaign.campaign_status_for_merchant} />
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {campaign.brand_name}
            </Text>
            {campaign.is_demo && (
              <Badge size="xs" variant="outline" color="gray" tt="none">
                Demo
              </Badge>
            )}
          </Group>
          <Text size="sm" data-testid="campaign-dates">
            {campaignDateRange(campaign.start_date, campaign.end_date, campaign.timezone)}
          </Text>
          <ChannelList channels={campaign.channels} />
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <Text span c="dimmed" inherit>
                Budget{' '}
              </Text>
              <Text span fw={600} inherit data-testid="campaign-budget">
                {formatMoney(campaign.budget_minor, campaign.currency)}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {plural(campaign.creators_count, 'creator')}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
