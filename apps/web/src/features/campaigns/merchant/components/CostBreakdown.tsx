import { Alert, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatMoney } from '../../../../lib/money';
import { budgetBalance, costLines, type CampaignCost } from '../lib/cost-breakdown';

/**
 * The server's cost of the campaign against its budget: deliverables, platform fee 30%, VAT 15%,
 * total (spec section 9), then what is left of the budget or by how much it is over.
 */
export function CostBreakdown({ cost }: { cost: CampaignCost }) {
  const balance = budgetBalance(cost);
  return (
    <>
      <Table verticalSpacing={6} data-testid="cost-breakdown" style={{ maxWidth: 480 }}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              Budget
            </Table.Th>
            <Table.Td ta="right" data-testid="cost-budget">
              {formatMoney(cost.budget_minor, cost.currency)}
            </Table.Td>
          </Table.Tr>
          {costLines(cost).map((line) => (
            <Table.Tr key={line.key} fw={line.key === 'total' ? 700 : undefined}>
              <Table.Th scope="row" fw={line.key === 'total' ? 700 : 400}>
                {line.label}
              </Table.Th>
              <Table.Td ta="right" data-testid={`cost-${line.key}`}>
                {line.amount}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row" fw={500} c={balance.over ? 'red' : undefined}>
              {balance.over ? 'Over budget by' : 'Left in budget'}
            </Table.Th>
            <Table.Td
              ta="right"
              c={balance.over ? 'red' : undefined}
              fw={balance.over ? 700 : undefined}
              data-testid="cost-balance"
            >
              {balance.amount}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {balance.over && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          p="xs"
          data-testid="over-budget"
        >
          <Text size="sm">
            The total is {balance.amount} over the budget of {formatMoney(cost.budget_minor, cost.currency)}.
          </Text>
        </Alert>
      )}
    </>
  );
}
