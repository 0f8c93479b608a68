import { Table, Text } from '@mantine/core';
import type { ConfigBundle } from '@app/shared/config';
import type { OfferLine } from '@app/shared/jobs';
import { channelLabel, postContentTypeLabel } from '../../config/lib/lookups';
import { formatMoney } from '../../../lib/money';

interface OfferLinesProps {
  offer: readonly OfferLine[];
  total: number;
  currency: string;
  config: ConfigBundle | undefined;
  /** Names the table for screen readers ("The creator's offer"). */
  label: string;
  'data-testid'?: string;
}

/** An offer line by line (channel, type of post, amount) with its total, amounts as the web shows money. */
export function OfferLines({ offer, total, currency, config, label, ...rest }: OfferLinesProps) {
  return (
    <Table
      withRowBorders={false}
      verticalSpacing={4}
      horizontalSpacing={0}
      aria-label={label}
      data-testid={rest['data-testid']}
    >
      <Table.Tbody>
        {offer.map((line) => (
          <Table.Tr key={`${line.channel}:${line.post_content_type}`}>
            <Table.Th scope="row" fw={400}>
              <Text size="sm">
                {postContentTypeLabel(config, line.channel, line.post_content_type)} on{' '}
                {channelLabel(config, line.channel)}
              </Text>
            </Table.Th>
            <Table.Td ta="right">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.amount_minor, currency)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th scope="row">
            <Text size="sm" fw={700}>
              Total
            </Text>
          </Table.Th>
          <Table.Td ta="right">
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="offer-total">
              {formatMoney(total, currency)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
