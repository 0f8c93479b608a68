import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SmeCampaign } from '@app/shared/sme';
import { formatMoney } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { smeDate } from '../lib/format';
import { ChannelPills } from './ChannelPills';
import classes from './SmeCampaignCard.module.css';
import { SmeStatusPill } from './SmeStatusPill';

/**
 * One of the business's campaigns: its name (the link to its report, covering the card), status, channels, dates
 * (MMM DD, YYYY), budget with its currency and the package it was bought as.
 */
export function SmeCampaignCard({ campaign, smeId }: { campaign: SmeCampaign; smeId: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      data-testid="sme-campaign-card"
      data-campaign-id={campaign.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" miw={0} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths.sme.company.report(smeId, campaign.id)} className={classes.link} inherit>
              {campaign.name}
            </Anchor>
          </Title>
          <SmeStatusPill status={campaign.campaign_status_for_merchant} />
        </Group>
        <ChannelPills channels={campaign.channels} />
        <Text size="sm" data-testid="sme-campaign-dates">
          {smeDate(campaign.start_date)} – {smeDate(campaign.end_date)}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            <Text span c="dimmed" inherit>
              Budget{' '}
            </Text>
            <Text span fw={600} inherit data-testid="sme-campaign-budget">
              {formatMoney(campaign.budget_minor, campaign.currency)}
            </Text>
          </Text>
          {campaign.package && (
            <Text size="sm" data-testid="sme-campaign-package">
              <Text span c="dimmed" inherit>
                Package{' '}
              </Text>
              <Text span fw={600} inherit>
                {campaign.package}
              </Text>
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
