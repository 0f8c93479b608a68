import { Table, Text } from '@mantine/core';
import { FUNDING_LINE_LABELS, type FundingLine } from '@app/shared/payments';
import { formatMoney } from '../../../lib/money';

interface FundingLinesProps {
  lines: readonly FundingLine[];
  totalMinor: number;
  currency: string;
  /** The table's name for screen readers ("Amounts to pay"). */
  caption: string;
}

/** A funding's lines (agreed work, platform fee, VAT) and the grand total, amounts aligned right. */
export function FundingLines({ lines, totalMinor, currency, caption }: FundingLinesProps) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="funding-lines">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <Text span size="sm" c="dimmed">
          {caption}
        </Text>
      </Table.Caption>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.kind} data-testid={`funding-line-${line.kind}`}>
            <Table.Th scope="row" fw={400}>
              {FUNDING_LINE_LABELS[line.kind]}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.amount_minor, currency)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="funding-total">
            {formatMoney(totalMinor, currency)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
