import { Alert, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PLATFORM_FEE_PERCENT, VAT_PERCENT } from '@app/shared/campaign-pricing';
import { formatMoney } from '../../../../../lib/money';
import { plural } from '../../../../../lib/numbers';
import type { CostSummary } from '../lib/cost';

interface CostPanelProps {
  summary: CostSummary | null;
  currency: string;
  /** The creators' prices are being loaded. */
  pricing: boolean;
  /** The prices could not be loaded. */
  pricesError?: boolean;
  /** Names of creators, for the ones without a price. */
  nameOf: (creatorId: number) => string;
}

const money = (minor: number, currency: string) => (currency ? formatMoney(minor, currency) : '–');

function Line({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : 500}
        ta="right"
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * The live cost (issue 11 part 1): the deliverables at the creators' prices, the platform fee (30%)
 * and VAT (15%), the total, against the budget. The figures are the shared computation the server
 * runs on create, from the same prices.
 */
export function CostPanel({ summary, currency, pricing, pricesError, nameOf }: CostPanelProps) {
  const cost = summary?.cost;
  const missing = cost?.missing_prices ?? [];
  const missingNames = [...new Set(missing.map((m) => nameOf(m.influencer_id)))];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="campaign-cost-title"
      data-testid="cost-panel"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md" id="campaign-cost-title">
            Cost
          </Title>
          {pricing && <Loader size="xs" role="status" aria-label="Pricing the creators" />}
        </Group>
        {!cost ? (
          <Text size="sm" c="dimmed">
            The amounts are too large to add up.
          </Text>
        ) : (
          <Stack gap={6} aria-live="polite">
            <Line
              label="Deliverables"
              value={money(cost.deliverables_total_minor, currency)}
              testId="cost-deliverables"
            />
            <Line
              label={`Platform fee (${PLATFORM_FEE_PERCENT}%)`}
              value={money(cost.platform_fee_minor, currency)}
              testId="cost-fee"
            />
            <Line label={`VAT (${VAT_PERCENT}%)`} value={money(cost.vat_minor, currency)} testId="cost-vat" />
            <Divider />
            <Line label="Total" value={money(cost.total_minor, currency)} strong testId="cost-total" />
            <Line
              label="Budget"
              value={summary.budget === null ? '–' : money(summary.budget, currency)}
              testId="cost-budget"
            />
            {summary.budget !== null &&
              (summary.overBy > 0 ? (
                <Alert
                  color="red"
                  variant="light"
                  p="xs"
                  icon={<IconAlertTriangle size={16} aria-hidden />}
                  data-testid="cost-over-budget"
                >
                  <Text size="sm" fw={600}>
                    Over budget by {money(summary.overBy, currency)}
                  </Text>
                  <Text size="xs">
                    Raise the budget, or choose fewer creators or posts, before creating the campaign.
                  </Text>
                </Alert>
              ) : (
                <Line label="Left in the budget" value={money(summary.remaining, currency)} testId="cost-remaining" />
              ))}
          </Stack>
        )}
        {pricesError && (
          <Text size="xs" c="red" role="alert">
            The creators&apos; prices could not be loaded; the cost counts custom rates only.
          </Text>
        )}
        {missingNames.length > 0 && (
          <Text size="xs" c="orange.8" data-testid="cost-missing-prices">
            No price for {missingNames.length > 3 ? plural(missingNames.length, 'creator') : missingNames.join(', ')} on
            some deliverables: choose a custom rate for them or another post type.
          </Text>
        )}
        <Text size="xs" c="dimmed">
          The server computes the same figures again when the campaign is created.
        </Text>
      </Stack>
    </Paper>
  );
}
