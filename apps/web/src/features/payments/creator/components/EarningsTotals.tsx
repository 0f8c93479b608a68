import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Earnings } from '@app/shared/payments';
import { Stat } from '../../../../components/Stat';
import { formatMoney } from '../../../../lib/money';

type CurrencyTotals = Earnings['currency_totals'][number];

/** One currency's figures: what is still to come, what was sent, the tax withheld and the cents carried over. */
function CurrencyCard({ totals, titled }: { totals: CurrencyTotals; titled: boolean }) {
  const money = (minor: number) => formatMoney(minor, totals.currency);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={`Totals in ${totals.currency}`}
      data-testid="earnings-totals"
      data-currency={totals.currency}
    >
      <Stack gap="sm">
        {titled && (
          <Title order={2} fz="sm" c="dimmed">
            {totals.currency}
          </Title>
        )}
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <Stat label="Pending" size="lg">
            {money(totals.pending_minor)}
          </Stat>
          <Stat label="Paid" size="lg">
            {money(totals.paid_minor)}
          </Stat>
          <Stat label="Tax withheld">{money(totals.withheld_minor)}</Stat>
          <Stat label="Cents carried to your next payout">{money(totals.carried_minor)}</Stat>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The totals of each currency the creator is paid in (a heading per currency once there are two). */
export function EarningsTotals({ totals }: { totals: Earnings['currency_totals'] }) {
  if (totals.length === 0) return null;
  return (
    <Stack gap="sm">
      {totals.map((t) => (
        <CurrencyCard key={t.currency} totals={t} titled={totals.length > 1} />
      ))}
    </Stack>
  );
}
