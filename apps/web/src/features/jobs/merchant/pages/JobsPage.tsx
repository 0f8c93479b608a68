import { Button, EmptyState, Group, NativeSelect, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconBriefcase, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { SelectList } from '../../../../components/SelectList';
import { paths, queryString } from '../../../../lib/paths';
import { pickBrand } from '../../../briefs/lib/brands';
import { useCompanyBrands } from '../../../briefs/lib/use-brands';
import { useConfigBundle } from '../../../config/api/conf-all';
import { useJobListings, type JobListKind } from '../../api/job-listings';
import { JobsTable, JobsTableSkeleton } from '../components/JobsTable';
import { ReloadFailedNotice } from '../components/ReloadFailedNotice';
import { mayOnBrand } from '../lib/permissions';

const TABS: Array<{ value: JobListKind; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'agreed', label: 'With agreement' },
];

/** One tab's list: the brand's jobs (or those with an accepted bid), filtered. */
function JobList({
  companyId,
  kind,
  brandId,
  platform,
  currency,
  mayCreate,
  filtered,
  startPath,
}: {
  companyId: string;
  kind: JobListKind;
  brandId: string;
  platform: string | null;
  currency: string | null;
  mayCreate: boolean;
  filtered: boolean;
  startPath: string;
}) {
  const list = useJobListings(kind, { brandId, platform, currency });
  const what = kind === 'agreed' ? 'jobs with an agreement' : 'jobs';

  if (list.isPending) return <JobsTableSkeleton />;
  if (list.isError && !list.data)
    return (
      <ErrorState title={`We could not load the ${what}`} error={list.error} onRetry={() => void list.refetch()} />
    );
  return (
    <Stack gap="sm">
      {list.isError && (
        <ReloadFailedNotice loadedAt={list.dataUpdatedAt} error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconBriefcase size={32} aria-hidden />}
            withIndicatorBackground
            title={filtered ? `No ${what} match these filters` : kind === 'agreed' ? 'No agreement yet' : 'No jobs yet'}
            description={
              filtered
                ? 'Another platform or currency may have some.'
                : kind === 'agreed'
                  ? 'Jobs show here once you or a creator accept a bid.'
                  : 'Start a job: creators who match it bid with their price, and you agree on one.'
            }
            data-testid="jobs-empty"
          >
            {mayCreate && kind === 'all' && !filtered && (
              <EmptyState.Actions>
                <Button component={Link} to={startPath} leftSection={<IconPlus size={16} aria-hidden />}>
                  Start a job
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Paper>
      ) : (
        <JobsTable
          companyId={companyId}
          jobs={list.data}
          caption={
            `${list.data.length} ${list.data.length === 1 ? 'job' : 'jobs'}` + (list.isFetching ? ', refreshing…' : '')
          }
          loading={list.isFetching}
        />
      )}
    </Stack>
  );
}

/**
 * /companies/{company_id}/jobs: a brand's jobs (a brand picker when the company has several; the
 * company itself when it is a brand), filtered by platform and currency, in tabs All and With
 * agreement. Lists are cached for 5 minutes; a failed refresh keeps the cached list with a notice.
 * Every choice lives in the address.
 */
export function JobsPage() {
  const { company, brands } = useCompanyBrands();
  const config = useConfigBundle().data;
  const [params, setParams] = useSearchParams();
  const brand = pickBrand(brands, params.get('brand'));
  const tab: JobListKind = params.get('tab') === 'agreed' ? 'agreed' : 'all';
  const platform = params.get('platform') || null;
  const currency = params.get('currency') || null;
  const mayCreate = brands.some((b) => mayOnBrand('job.create', b, company));
  const currencies = [...new Set((config?.countries ?? []).map((c) => c.currency))].sort();
  // The same query as the All tab: while it is empty, its own "Start a job" is the one on screen.
  const all = useJobListings('all', { brandId: brand?.id ?? '', platform, currency });
  const allEmpty = all.data?.length === 0 && !platform && !currency;
  const startPath =
    paths.company.startJob(company.id) + queryString({ brand: brands.length > 1 ? brand?.id : undefined });

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 260px' }}>
          <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Jobs`}>
            Jobs
          </PageTitle>
          <Text size="sm" c="dimmed">
            Jobs open to creators, their bids and the agreements reached.
          </Text>
        </Stack>
        {mayCreate && brand && !(tab === 'all' && allEmpty) && (
          <Button component={Link} to={startPath} leftSection={<IconPlus size={16} aria-hidden />}>
            Start a job
          </Button>
        )}
      </Group>

      {!brand ? (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconBriefcase size={32} aria-hidden />}
            withIndicatorBackground
            title="No brand yet"
            description="Jobs are published by brands. Add a brand to this company to start one."
            data-testid="jobs-no-brand"
          />
        </Paper>
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {brands.length > 1 && (
              <SelectList
                label="Brand"
                data={brands.map((b) => ({ value: b.id, label: b.name }))}
                value={brand.id}
                onChange={(value) => update({ brand: value })}
                data-testid="jobs-brand"
              />
            )}
            <NativeSelect
              label="Platform"
              data={[
                { value: '', label: 'All platforms' },
                ...(config?.channels ?? []).map((c) => ({ value: c.value, label: c.label })),
              ]}
              value={platform ?? ''}
              onChange={(event) => update({ platform: event.currentTarget.value || null })}
              data-testid="jobs-platform"
            />
            <NativeSelect
              label="Currency"
              data={[
                { value: '', label: 'All currencies' },
                ...currencies.map((code) => ({ value: code, label: code })),
              ]}
              value={currency ?? ''}
              onChange={(event) => update({ currency: event.currentTarget.value || null })}
              data-testid="jobs-currency"
            />
            {(platform || currency) && (
              <Button
                variant="subtle"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => update({ platform: null, currency: null })}
              >
                Clear filters
              </Button>
            )}
          </Group>

          <Tabs
            value={tab}
            onChange={(value) => update({ tab: value === 'agreed' ? 'agreed' : null })}
            keepMounted={false}
          >
            <Tabs.List aria-label="Job lists">
              {TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TABS.map((t) => (
              <Tabs.Panel key={t.value} value={t.value} pt="md">
                <JobList
                  companyId={company.id}
                  kind={t.value}
                  brandId={brand.id}
                  platform={platform}
                  currency={currency}
                  mayCreate={mayCreate}
                  filtered={Boolean(platform || currency)}
                  startPath={startPath}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </Stack>
  );
}
