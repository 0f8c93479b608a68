import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PROVIDER_LABELS, type Payout } from '@app/shared/payments';
import { Fact } from '../../../../components/Fact';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import { ReceiptButton } from './ReceiptButton';

/** Why a payout failed, as the provider said it, and that it is tried again (the server retries failed payouts). */
function failureText(reason: string | null): string {
  const said = reason?.trim().replace(/[.\s]+$/, '');
  return said ? `${said}. We will try again.` : 'The payout failed. We will try again.';
}

/**
 * One payout, for one verified post: the agreed amount, the tax withheld with its rate, the net pay; once sent, what
 * M-Pesa sent (whole shillings), when and its reference; the receipt once there is one.
 */
export function PayoutCard({ payout }: { payout: Payout }) {
  const money = (minor: number) => formatMoney(minor, payout.currency);
  const sent = payout.sent_minor;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-testid="payout-card"
      data-status={payout.status}
      aria-label={`${payout.work}, post ${payout.post_index}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={paths.creator.assignment(payout.assignment_id)}
              fw={600}
              c="inherit"
              style={{ overflowWrap: 'anywhere' }}
            >
              {payout.work}
            </Anchor>
            <Text size="xs" c="dimmed">
              Post {payout.post_index} · verified {formatDate(payout.created_at, 'dayFirst')}
            </Text>
          </Stack>
          <PayoutStatusBadge status={payout.status} />
        </Group>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <Fact label="Agreed">{money(payout.gross_minor)}</Fact>
          <Fact label={`Tax withheld (${payout.withholding_percent}%)`}>{money(payout.withholding_minor)}</Fact>
          <Fact label="Net pay">{money(payout.net_minor)}</Fact>
          {sent !== null && (
            <Fact label="Sent">
              {money(sent)}
              {payout.phone && (
                <Text size="xs" c="dimmed" component="span" display="block">
                  to {payout.phone}
                </Text>
              )}
            </Fact>
          )}
          {payout.paid_at && <Fact label="Paid on">{formatDate(payout.paid_at, 'dayFirst')}</Fact>}
          {payout.provider_reference && (
            <Fact label={`${PROVIDER_LABELS[payout.provider]} reference`}>{payout.provider_reference}</Fact>
          )}
        </SimpleGrid>
        {sent !== null && sent !== payout.net_minor && (
          <Text size="xs" c="dimmed">
            M-Pesa sends whole shillings: the cents are carried from one payout to the next.
          </Text>
        )}
        {payout.status === 'FAILED' && (
          <Text size="sm" c="red" data-testid="payout-failure">
            {failureText(payout.failure_reason)}
          </Text>
        )}
        {payout.receipt && <ReceiptButton receipt={payout.receipt} />}
      </Stack>
    </Card>
  );
}
