import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SmeCampaign } from '@app/shared/sme';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { CampaignStatusBadge } from '../../../campaigns/components/CampaignStatusBadge';
import { isCampaignStatus } from '../../../campaigns/lib/status';

/** SME campaigns run in Kenya: their days are Nairobi's. */
const SME_ZONE = 'Africa/Nairobi';

/** The latest campaigns, each leading to its report; an empty list invites the first campaign. */
export function RecentCampaigns({ smeId, campaigns }: { smeId: string; campaigns: readonly SmeCampaign[] }) {
  if (campaigns.length === 0)
    return (
      <Paper withBorder radius="md" p="lg" data-testid="sme-recent-empty">
        <Stack gap="xs" align="center" ta="center">
          <Text fw={600}>No campaigns yet</Text>
          <Text size="sm" c="dimmed">
            Pick a package for your budget: we choose the creators, you pay with M-Pesa.
          </Text>
          <Button
            component={Link}
            to={paths.sme.company.createCampaign(smeId)}
            size="md"
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Create your first campaign
          </Button>
        </Stack>
      </Paper>
    );
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Recent campaigns">
      {campaigns.map((campaign) => (
        <Paper
          component="li"
          key={campaign.id}
          withBorder
          radius="md"
          px="md"
          py="sm"
          data-testid="sme-recent-campaign"
        >
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Anchor
                component={Link}
                to={paths.sme.company.report(smeId, campaign.id)}
                fw={600}
                py={4}
                style={{ overflowWrap: 'anywhere' }}
              >
                {campaign.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDate(campaign.start_date, 'monthFirst', SME_ZONE)} –{' '}
                {formatDate(campaign.end_date, 'monthFirst', SME_ZONE)}
                {campaign.package ? ` · ${campaign.package}` : ''}
              </Text>
            </Stack>
            {isCampaignStatus(campaign.campaign_status_for_merchant) && (
              <CampaignStatusBadge status={campaign.campaign_status_for_merchant} />
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
