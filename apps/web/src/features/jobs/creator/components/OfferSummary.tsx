import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OfferLine } from '@app/shared/jobs';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel, postContentTypeLabel } from '../../../creator-accounts/lib/labels';
import { formatMoney } from '../../../../lib/money';

/** The lines of an offer with their amounts (a price per channel and post type). */
export function OfferLines({ offer, currency }: { offer: readonly OfferLine[]; currency: string }) {
  const config = useConfigBundle();
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {offer.map((line) => (
        <Group
          component="li"
          key={`${line.channel}:${line.post_content_type}`}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
        >
          <Text size="sm">
            {channelLabel(config.data, line.channel)}:{' '}
            {postContentTypeLabel(config.data, line.channel, line.post_content_type)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(line.amount_minor, currency)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** One side's current offer: its lines and its total (the server's). */
export function OfferSummary({
  title,
  offer,
  total,
  currency,
  testId,
  highlight = false,
}: {
  title: string;
  offer: readonly OfferLine[];
  total: number;
  currency: string;
  testId: string;
  highlight?: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={testId}
      style={highlight ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Title order={3} fz="sm">
          {title}
        </Title>
        <OfferLines offer={offer} currency={currency} />
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            Total
          </Text>
          <Text fw={700} data-testid="offer-total">
            {formatMoney(total, currency)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
