import { Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { ConfigBundle } from '@app/shared/config';
import type { OfferLine } from '@app/shared/jobs';
import { channelLabel, postContentTypeLabel } from '../../../config/lib/lookups';
import { counterFormSchema, type CounterFormValues } from '../lib/counter-form';
import { formatMoney } from '../../../../lib/money';
import { offerValuesFrom, offerValuesTotal } from '../lib/offer';

interface CounterOfferFormProps {
  /** The offer the form starts from (the creator's current one). */
  offer: readonly OfferLine[];
  currency: string;
  config: ConfigBundle | undefined;
  /** Sends the offer (minor units); resolves once answered. */
  onSubmit: (offer: OfferLine[]) => Promise<void>;
  onCancel: () => void;
  submitting?: boolean;
}

/**
 * A counter-offer: one amount per line of the creator's offer, prefilled with theirs, typed in whole
 * units with up to two decimals (commas allowed) and sent as minor units; the total follows as you type.
 */
export function CounterOfferForm({ offer, currency, config, onSubmit, onCancel, submitting }: CounterOfferFormProps) {
  const form = useForm<CounterFormValues, unknown, OfferLine[]>({
    defaultValues: { lines: offerValuesFrom(offer) },
    resolver: zodResolver(counterFormSchema),
    mode: 'onTouched',
  });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const total = offerValuesTotal(lines);
  const errors = form.formState.errors.lines;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={form.handleSubmit((value) => onSubmit(value))}
      noValidate
      aria-label="Counter-offer"
      data-testid="counter-form"
    >
      <Stack gap="sm">
        <Text fw={600}>Your counter-offer</Text>
        <Text size="sm" c="dimmed">
          Amounts in {currency}, per type of post (up to two decimals).
        </Text>
        <Stack gap="xs">
          {lines.map((line, index) => (
            <TextInput
              key={`${line.channel}:${line.post_content_type}`}
              label={
                `${postContentTypeLabel(config, line.channel, line.post_content_type)} on ` +
                channelLabel(config, line.channel)
              }
              inputMode="decimal"
              autoComplete="off"
              required
              rightSection={
                <Text size="xs" c="dimmed" aria-hidden>
                  {currency}
                </Text>
              }
              rightSectionWidth={48}
              {...form.register(`lines.${index}.amount`)}
              error={errors?.[index]?.amount?.message ?? errors?.[index]?.message}
              data-testid="counter-amount"
            />
          ))}
        </Stack>
        {errors?.message && (
          <Text size="sm" c="red" role="alert">
            {errors.message}
          </Text>
        )}
        <Table withRowBorders={false} horizontalSpacing={0}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" fw={700} aria-live="polite" data-testid="counter-total">
                {total === null ? '–' : formatMoney(total, currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Send counter-offer
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
