import { Anchor, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardEndingCampaign } from '@app/shared/dashboard';
import { Section } from '../../../components/Section';
import relativeTime from 'dayjs/plugin/relativeTime';
import { dayjs, formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

dayjs.extend(relativeTime);

/** "in 3 days", "in 5 hours": how soon a campaign ends. */
function endsIn(endDate: string, now = Date.now()): string {
  return dayjs(endDate).from(now);
}

/** The campaigns of the company (and its brands) ending within seven days, soonest first, each linking to its page. */
export function EndingThisWeek({
  companyId,
  campaigns,
  showBrand,
}: {
  companyId: string;
  campaigns: DashboardEndingCampaign[];
  /** An agency or a company sees its brands' campaigns: each names its brand. */
  showBrand: boolean;
}) {
  return (
    <Section title="Ending this week" description="Campaigns that end in the next seven days">
      {campaigns.length ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {campaigns.map((campaign) => (
            <li key={campaign.id} data-testid="ending-campaign">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={paths.company.campaignDetails(companyId, campaign.id)}
                    fw={600}
                    size="sm"
                    truncate
                  >
                    {campaign.name}
                  </Anchor>
                  {showBrand && (
                    <Text size="xs" c="dimmed" truncate>
                      {campaign.brand_name}
                    </Text>
                  )}
                </Stack>
                {/* "in 2 hours" moves on between the server's render of a first paint and the browser's takeover. */}
                <Text size="xs" c="dimmed" ta="right" style={{ flex: '0 0 auto' }} suppressHydrationWarning>
                  <time dateTime={campaign.end_date} title={formatDate(campaign.end_date, 'dayFirstTime')}>
                    Ends {formatDate(campaign.end_date, 'dayFirst')}
                  </time>
                  <br />
                  {endsIn(campaign.end_date)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      ) : (
        <EmptyState
          icon={<IconCalendarEvent size={28} aria-hidden />}
          title="Nothing ends this week"
          description="No campaign ends in the next seven days."
          size="sm"
          withIndicatorBackground
          data-testid="ending-empty"
        />
      )}
    </Section>
  );
}
