import { Button, Container, EmptyState, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/PageTitle';
import { paths } from '../../../../lib/paths';
import { SME_REPORTS_PAGE, useSmeCampaigns } from '../../api/sme-campaigns';
import { QuietRetry } from '../../components/QuietRetry';
import { SmeReportCard, SmeReportCardSkeleton } from '../components/SmeReportCard';

/** The page number in the address (?page=2), 1 when missing or not a page. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * /sme/{sme_id}/reports: the business's campaigns (GET /sme/{sme_id}/campaigns, status ascending, 10 a page), each
 * with its reach, views and engagement (campaign_metrics, read for the cards of the page shown) and opening its
 * report. Phone first: one column of large cards.
 */
export function SmeReportsPage() {
  const { smeId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const campaigns = useSmeCampaigns(smeId, { ...SME_REPORTS_PAGE, page_number: page });
  const total = campaigns.data?.results_count ?? 0;
  const pages = Math.ceil(total / SME_REPORTS_PAGE.page_size);

  let body;
  if (campaigns.isPending)
    body = (
      <Stack gap="sm" role="status" aria-label="Loading the campaigns">
        {[0, 1, 2].map((i) => (
          <SmeReportCardSkeleton key={i} />
        ))}
      </Stack>
    );
  else if (campaigns.isError) body = <QuietRetry what="Your campaigns" onRetry={() => void campaigns.refetch()} />;
  else if (campaigns.data.results.length === 0)
    body = (
      <Paper withBorder radius="md" p="lg">
        <EmptyState
          icon={<IconChartBar size={32} aria-hidden />}
          withIndicatorBackground
          title="No campaigns yet"
          description="Once you run a campaign, its reach, views and engagement show here."
          data-testid="sme-reports-empty"
        >
          <EmptyState.Actions>
            <Button component={Link} to={paths.sme.company.createCampaign(smeId)} leftSection={<IconPlus size={16} />}>
              Create a campaign
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  else
    body = (
      <Stack gap="md">
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="sme-report-list">
          {campaigns.data.results.map((campaign) => (
            <SmeReportCard key={campaign.id} smeId={smeId} campaign={campaign} />
          ))}
        </Stack>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            size="md"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        )}
      </Stack>
    );

  return (
    <Container size="md" py="md" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <PageTitle order={1} fz={{ base: 24, sm: 28 }}>
            Reports
          </PageTitle>
          <Text size="sm" c="dimmed">
            What each campaign reached. Open one for its full report and insights.
          </Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
