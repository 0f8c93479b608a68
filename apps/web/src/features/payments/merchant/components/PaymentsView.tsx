import { Button, EmptyState, Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { PaginationBar } from '../../../../components/PaginationBar';
import { toastError } from '../../../../components/toast';
import { dayjs } from '../../../../lib/dates';
import { plural } from '../../../../lib/numbers';
import { useCompanyPayments } from '../../api/company-payments';
import type { PaymentFilters as Filters, PaymentsScope } from '../../api/keys';
import { useMerchantPayments } from '../../api/merchant-payments';
import { usePaymentsCsv } from '../../api/payments-csv';
import { SandboxBadge } from '../../components/SandboxBadge';
import { saveFile } from '../../lib/save-file';
import {
  changePaymentFilters,
  DEFAULT_PAYMENTS_PAGE_SIZE,
  hasPaymentFilters,
  paymentSearch,
  readPaymentParams,
} from '../lib/payments-params';
import { BalanceCards, BalanceCardsSkeleton } from './BalanceCards';
import { PaymentFilters } from './PaymentFilters';
import { PaymentsTable, PaymentsTableSkeleton } from './PaymentsTable';

interface PaymentsViewProps {
  scope: PaymentsScope;
  title: string;
  titleOrder?: TitleOrder;
  documentTitle?: string;
  description: string;
  /** Failed payouts get a Retry button (payments.manage). */
  mayRetry?: boolean;
  /** Between the balances and the list (the company's billing). */
  aside?: ReactNode;
}

/**
 * Payments of one company (its tree) or of every company the merchant reads: the sandbox label while no real money
 * moves, the balances per currency, then the list with its filters (in the address), paging and a CSV download of
 * every row the filters match.
 */
export function PaymentsView({
  scope,
  title,
  titleOrder = 1,
  documentTitle,
  description,
  mayRetry,
  aside,
}: PaymentsViewProps) {
  const [params, setParams] = useSearchParams();
  const filters = readPaymentParams(params);
  const company = useCompanyPayments(scope === 'all' ? '' : scope.companyId, filters, scope !== 'all');
  const merchant = useMerchantPayments(filters, scope === 'all');
  const list = scope === 'all' ? merchant : company;
  const csv = usePaymentsCsv(scope);
  const balancesId = useId();
  const listId = useId();

  const go = (next: Filters, replace: boolean) => setParams(new URLSearchParams(paymentSearch(next)), { replace });
  const change = (changes: Partial<Filters>) => go(changePaymentFilters(filters, changes), true);

  const downloadCsv = () =>
    csv.mutate(filters, {
      onSuccess: (blob) => saveFile(blob, `payments-${dayjs().format('YYYY-MM-DD')}.csv`, 'text/csv'),
      onError: (error) => toastError(error, 'We could not download the CSV'),
    });

  let body;
  if (list.isPending) body = <PaymentsTableSkeleton />;
  else if (list.isError && !list.data)
    body = <ErrorState title="We could not load the payments" error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.results.length === 0) {
    const narrowed = hasPaymentFilters(filters);
    const pastEnd = list.data.results_count > 0;
    body = (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconReceipt size={32} aria-hidden />}
          withIndicatorBackground
          title={
            pastEnd
              ? 'This page is past the end of the list'
              : narrowed
                ? 'No payments match these filters'
                : 'No payments yet'
          }
          description={
            pastEnd
              ? 'Go back to the first page.'
              : narrowed
                ? 'Try other dates, another type or status.'
                : 'Fundings of campaigns and jobs, payouts to creators and refunds show here.'
          }
          data-testid="payments-empty"
        >
          {(pastEnd || narrowed) && (
            <EmptyState.Actions>
              {pastEnd ? (
                <Button variant="default" onClick={() => go({ ...filters, page: 1 }, false)}>
                  Go to the first page
                </Button>
              ) : (
                <Button variant="default" onClick={() => change({ type: null, status: null, from: null, to: null })}>
                  Clear filters
                </Button>
              )}
            </EmptyState.Actions>
          )}
        </EmptyState>
      </Paper>
    );
  } else
    body = (
      <Stack gap="sm">
        {list.isError && (
          <ErrorState
            title="We could not refresh the payments"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        <PaymentsTable
          rows={list.data.results}
          caption={`${plural(list.data.results_count, 'payment')}${list.isFetching ? ', refreshing…' : ''}`}
          showCompany={scope === 'all'}
          mayRetry={mayRetry}
          loading={list.isFetching}
        />
        <PaginationBar
          page={filters.page}
          pageSize={filters.pageSize}
          total={list.data.results_count}
          onPageChange={(page) => go({ ...filters, page }, false)}
          onPageSizeChange={(pageSize) => change({ pageSize })}
          defaultPageSize={DEFAULT_PAYMENTS_PAGE_SIZE}
          noun="payments"
          disabled={list.isFetching}
        />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 280px' }}>
          <PageTitle order={titleOrder} fz={titleOrder > 1 ? 'xl' : undefined} documentTitle={documentTitle}>
            {title}
          </PageTitle>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <SandboxBadge provider={list.data?.provider} />
      </Group>

      <Stack gap="xs" component="section" aria-labelledby={balancesId}>
        <Title order={titleOrder === 1 ? 2 : 3} fz="md" id={balancesId}>
          Balances
        </Title>
        {list.isPending ? <BalanceCardsSkeleton /> : list.data ? <BalanceCards balances={list.data.balances} /> : null}
      </Stack>

      {aside}

      <Stack gap="sm" component="section" aria-labelledby={listId}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={titleOrder === 1 ? 2 : 3} fz="md" id={listId}>
            Payments
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={downloadCsv}
            loading={csv.isPending}
            disabled={!list.data || list.data.results_count === 0}
            data-testid="download-csv"
          >
            Download CSV
          </Button>
        </Group>
        <PaymentFilters filters={filters} onChange={change} />
        {body}
      </Stack>
    </Stack>
  );
}
