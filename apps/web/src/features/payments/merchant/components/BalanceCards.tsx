import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Balance } from '@app/shared/payments';
import { formatMoney } from '../../../../lib/money';

const FIGURES: Array<{ key: Exclude<keyof Balance, 'currency'>; label: string; hint: string }> = [
  { key: 'funded_minor', label: 'Funded', hint: 'Paid in for campaigns and jobs' },
  { key: 'escrow_minor', label: 'In escrow', hint: 'Held until the work is verified' },
  { key: 'paid_out_minor', label: 'Paid out', hint: 'Released to creators' },
  { key: 'refunded_minor', label: 'Refunded', hint: 'Unspent escrow returned' },
  { key: 'wallet_minor', label: 'Wallet', hint: "The company's credit" },
];

/** The balances per currency: funded, in escrow, paid out, refunded, and the wallet. */
export function BalanceCards({ balances }: { balances: readonly Balance[] }) {
  if (balances.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="no-balances">
        No money has moved yet: balances show once a campaign or job is funded.
      </Text>
    );
  return (
    <Stack gap="md">
      {balances.map((balance) => (
        <Stack
          key={balance.currency}
          gap="xs"
          component="section"
          aria-label={`Balances in ${balance.currency}`}
          data-testid={`balances-${balance.currency}`}
        >
          {balances.length > 1 && (
            <Title order={3} fz="sm" c="dimmed">
              {balance.currency}
            </Title>
          )}
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
            {FIGURES.map((figure) => (
              <Paper key={figure.key} withBorder radius="md" p="sm">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {figure.label}
                </Text>
                <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }} data-testid={`balance-${figure.key}`}>
                  {formatMoney(balance[figure.key], balance.currency)}
                </Text>
                <Text size="xs" c="dimmed">
                  {figure.hint}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

export function BalanceCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" role="status" aria-label="Loading the balances">
      {FIGURES.map((figure) => (
        <Skeleton key={figure.key} height={84} radius="md" />
      ))}
    </SimpleGrid>
  );
}
