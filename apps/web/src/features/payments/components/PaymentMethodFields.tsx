/**
 * The fields of how money is paid, shared by the fund dialog (this payment) and the billing card (the company's
 * default): the way (M-Pesa or invoice) and the M-Pesa number.
 */
import { Group, Radio, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { BILLING_MODE_LABELS, BILLING_MODES, type BillingMode } from '@app/shared/payments';

interface BillingModeRadioGroupProps {
  label: string;
  value: BillingMode | '';
  onChange: (mode: BillingMode) => void;
  error?: string;
  disabled: boolean;
  /** A line under each way, the two stacked; without them they stand side by side. */
  descriptions?: Record<BillingMode, string>;
  /** M-Pesa cannot be chosen (it takes Kenyan shillings only). */
  mpesaDisabled?: boolean;
}

/** The way to pay, one of BILLING_MODES as a required radio group. */
export function BillingModeRadioGroup({
  label,
  value,
  onChange,
  error,
  disabled,
  descriptions,
  mpesaDisabled = false,
}: BillingModeRadioGroupProps) {
  const radios = BILLING_MODES.map((mode) => (
    <Radio
      key={mode}
      value={mode}
      label={BILLING_MODE_LABELS[mode]}
      description={descriptions?.[mode]}
      disabled={(mode === 'MPESA' && mpesaDisabled) || disabled}
    />
  ));
  return (
    <Radio.Group label={label} required value={value} onChange={(mode) => onChange(mode as BillingMode)} error={error}>
      {descriptions ? (
        <Stack gap="xs" mt={6}>
          {radios}
        </Stack>
      ) : (
        <Group gap="lg" mt={6}>
          {radios}
        </Group>
      )}
    </Radio.Group>
  );
}

/** The M-Pesa number: a required phone field (the form registers it, and says what the number is for). */
export function MpesaNumberInput(props: Omit<TextInputProps, 'label' | 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput label="M-Pesa number" required type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
