import { Alert, Button, Divider, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { OfferLine } from '@app/shared/jobs';
import { FormError } from '../../../../components/FormError';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import { plural } from '../../../../lib/numbers';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel, postContentTypeLabel } from '../../../creator-accounts/lib/labels';
import { formatMoney } from '../../../../lib/money';
import {
  amountsFrom,
  offerFormFields,
  offerFormSchema,
  typedTotal,
  type OfferFormValues,
  type OfferLineSpec,
} from '../lib/offer-form';

interface OfferFormProps {
  /** One line per channel and post content type (offerLinesForTasks, offerLinesForOffer). */
  lines: readonly OfferLineSpec[];
  currency: string;
  /** The amounts to start from (a counter starts from the brand's offer). */
  initialOffer?: readonly OfferLine[] | null;
  /** What the form is, for screen readers ("Your bid"). */
  label: string;
  submitLabel: string;
  /** Gets the offer in minor units, one line per channel and post type. */
  onSubmit: (offer: OfferLine[]) => void;
  pending: boolean;
  error: unknown;
  /**
   * Set when no offer can be sent now (outside the bid window): the fields and button are disabled and this says why.
   */
  disabledReason?: ReactNode;
  /** A second button beside the submit one (Cancel a counter-offer). */
  onCancel?: () => void;
}

/**
 * An offer (a bid or a counter-offer): a price per channel and post content type in whole currency
 * units with up to two decimals, the live total, and the offer sent in integer minor units.
 */
export function OfferForm({
  lines,
  currency,
  initialOffer,
  label,
  submitLabel,
  onSubmit,
  pending,
  error,
  disabledReason,
  onCancel,
}: OfferFormProps) {
  const config = useConfigBundle();
  const schema = useMemo(() => offerFormSchema(lines), [lines]);
  const { fields, aliases } = useMemo(() => offerFormFields(lines), [lines]);
  const form = useForm<OfferFormValues, unknown, OfferLine[]>({
    resolver: zodResolver(schema),
    defaultValues: { amounts: amountsFrom(lines, initialOffer) },
  });
  useServerFieldErrors(error, form.setError, fields as Array<`amounts.${number}`>, { aliases });
  const amounts = useWatch({ control: form.control, name: 'amounts' });
  const total = typedTotal(amounts ?? []);
  const disabled = Boolean(disabledReason);

  return (
    <form noValidate aria-label={label} onSubmit={form.handleSubmit(onSubmit)} data-testid="offer-form">
      <Stack gap="sm">
        {disabledReason && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="offer-disabled">
            {disabledReason}
          </Alert>
        )}
        <Fieldset legend={`Your prices (${currency})`} variant="unstyled" disabled={disabled}>
          <Text size="xs" c="dimmed" mb="xs">
            In whole {currency} units, like 5000 or 5000.50: each price is for all the posts of its line.
          </Text>
          <Stack gap="sm">
            {lines.map((line, index) => (
              <TextInput
                key={`${line.channel}:${line.post_content_type}`}
                label={
                  `${channelLabel(config.data, line.channel)}: ` +
                  postContentTypeLabel(config.data, line.channel, line.post_content_type)
                }
                description={line.posts === null ? undefined : `Your price for ${plural(line.posts, 'post')}`}
                required
                disabled={disabled}
                inputMode="decimal"
                autoComplete="off"
                leftSection={<Text size="xs">{currency}</Text>}
                leftSectionWidth={44}
                data-testid="offer-amount"
                {...form.register(`amounts.${index}`)}
                error={form.formState.errors.amounts?.[index]?.message}
              />
            ))}
          </Stack>
        </Fieldset>
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>Total</Text>
          <Text fw={700} data-testid="offer-form-total" aria-live="polite">
            {total === null ? '–' : formatMoney(total, currency)}
          </Text>
        </Group>
        <FormError error={error} title="We could not send your offer" fields={fields} aliases={aliases} />
        <Group grow gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={disabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
