import { Alert, EmptyState, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar, IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { minimumRole, TEAM_ROLE_LABELS } from '@app/shared/permissions';
import { PageTitle } from '../../../../components/PageTitle';
import { useCompanyBrands } from '../../../briefs/lib/use-brands';
import { hasPermission } from '../../../companies/lib/company-context';
import { QuietRetry } from '../../components/QuietRetry';
import { headerDate, headerRange } from '../../lib/format';
import { defaultRange, readReportParams, reportSearch, subjectOf, type ReportSelection } from '../../lib/report-params';
import { QuickPicks, ReportPicker } from '../components/ReportPicker';
import { ReportView, type ReportHeader } from '../components/ReportView';
import { quickPicks, type ReportOption } from '../lib/report-options';
import { useReportOptions } from '../lib/use-report-options';

function campaignHeader(option: ReportOption): ReportHeader {
  if (option.kind === 'JOB')
    return {
      title: option.name,
      subtitle: option.brandName ?? undefined,
      period: headerDate(option.start),
      kind: 'Job',
    };
  return {
    title: option.name,
    subtitle: option.brandName ?? undefined,
    period: headerRange(option.start, option.end, option.timezone ?? undefined),
  };
}

/**
 * /companies/{company_id}/reports (reports.view): the report of a campaign or job (?campaign=), or of a brand's
 * campaigns and jobs over a range of days (?brand=&from=&to=), chosen on the page and kept in the address so it can
 * be linked.
 */
export function ReportsPage() {
  const { company, brands } = useCompanyBrands();
  const [params, setParams] = useSearchParams();
  const selection = readReportParams(params);
  const subject = subjectOf(selection);
  const mayRead = hasPermission(company, 'reports.view');
  const reportOptions = useReportOptions(mayRead ? company.id : '', mayRead ? brands : []);
  const picks = useMemo(() => quickPicks(reportOptions.options), [reportOptions.options]);
  const range = useMemo(() => defaultRange(), []);

  const choose = (next: ReportSelection, replace = false) =>
    setParams(new URLSearchParams(reportSearch(next)), { replace });

  const title = (
    <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Reports`}>
      Reports
    </PageTitle>
  );
  if (!mayRead) {
    const neededRole = TEAM_ROLE_LABELS[minimumRole('reports.view')];
    return (
      <Stack gap="md">
        {title}
        <Alert variant="light" color="gray" icon={<IconLock aria-hidden />} title="Not available for your role">
          Reports are visible to the role {neededRole} and above. Your role here is {TEAM_ROLE_LABELS[company.role]}.
        </Alert>
      </Stack>
    );
  }

  let header: ReportHeader | null = null;
  if (selection.kind === 'campaign' && selection.campaignId) {
    const option = reportOptions.options.find((o) => o.id === selection.campaignId);
    // Not (yet) among the lists: the campaign is still loading, or the jobs are; past that the report names itself.
    if (option) header = campaignHeader(option);
    else if (!reportOptions.isPending && !reportOptions.jobsPending) header = { title: 'Report', period: '' };
  } else if (selection.kind === 'range') {
    const brand = brands.find((b) => b.id === selection.brandId);
    header = { title: brand?.name ?? 'Brand report', period: headerRange(selection.from, selection.to) };
  }

  let body;
  if (subject) {
    body = (
      <ReportView
        key={JSON.stringify(subject)}
        subject={subject}
        header={header}
        companyId={company.id}
        importCampaignId={'campaign_id' in subject ? subject.campaign_id : undefined}
      />
    );
  } else if (selection.kind === 'campaign') {
    body = reportOptions.isError ? (
      <QuietRetry what="The campaigns" onRetry={reportOptions.refetch} />
    ) : (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconChartBar size={32} aria-hidden />}
          withIndicatorBackground
          title="Choose a campaign"
          description="Its reach, views, engagement, audience and each live post's figures show here."
          data-testid="report-choose"
        >
          {picks.length > 0 && (
            <EmptyState.Actions>
              <QuickPicks picks={picks} onPick={(id) => choose({ kind: 'campaign', campaignId: id })} />
            </EmptyState.Actions>
          )}
        </EmptyState>
      </Paper>
    );
  } else {
    body = (
      <Text size="sm" c="dimmed">
        Choose a brand and the first and last day to report on.
      </Text>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        {title}
        <Text size="sm" c="dimmed">
          What your campaigns and jobs reached, and what to do next.
        </Text>
      </Stack>
      <ReportPicker
        selection={selection}
        onChange={choose}
        options={reportOptions.options}
        optionsPending={reportOptions.isPending}
        brands={brands}
        defaultRange={range}
      />
      {body}
    </Stack>
  );
}
