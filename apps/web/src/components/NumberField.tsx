import { NativeSelect, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { wholeNumberProblem } from '../lib/numbers';

export type NumberFieldOption = string | { value: string; label: string };

export interface NumberFieldProps {
  label: string;
  /**
   * The text as typed ("1,500"): forms keep the text and parse it on submit with the same rule
   * (`wholeNumberProblem` / `parseWholeNumber` in lib/numbers), so the field never loses what was typed.
   */
  value: string | number | null | undefined;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** The largest allowed value; above it the spec's "Value must be less than {max+1}". */
  max?: number;
  description?: string;
  placeholder?: string;
  /** The form's message (a required value, a server error); the field's own rule is shown first. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** The dropdown beside the number (a currency, a unit); omitted, the field is a plain number field. */
  unitOptions?: readonly NumberFieldOption[];
  unitValue?: string | null;
  onUnitChange?: (value: string) => void;
  /** The dropdown's accessible name; "{label} unit" by default. */
  unitLabel?: string;
  'data-testid'?: string;
}

/**
 * The spec's number-type dropdown text field (sections 2 and 5): a whole number typed as text
 * (commas allowed, stripped by the rule) with an optional native select beside it, native so
 * phones show their own picker and the keyboard works as everywhere else.
 */
export function NumberField({
  value,
  onChange,
  max,
  error,
  unitOptions,
  unitValue,
  onUnitChange,
  unitLabel,
  label,
  ...rest
}: NumberFieldProps) {
  const text = value === null || value === undefined ? '' : String(value);
  const problem = wholeNumberProblem(text, max);
  const unit = unitOptions?.length ? (
    <NativeSelect
      aria-label={unitLabel ?? `${label} unit`}
      data={unitOptions as NumberFieldOption[]}
      value={unitValue ?? undefined}
      onChange={(event) => onUnitChange?.(event.currentTarget.value)}
      disabled={rest.disabled}
      rightSectionWidth={24}
      styles={{
        input: { fontWeight: 500, borderTopLeftRadius: 0, borderBottomLeftRadius: 0, width: 96, marginRight: -2 },
      }}
    />
  ) : undefined;

  return (
    <TextInput
      {...rest}
      label={label}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={problem ?? error ?? undefined}
      inputMode="numeric"
      autoComplete="off"
      rightSection={unit}
      rightSectionWidth={unit ? 96 : undefined}
      rightSectionPointerEvents={unit ? 'auto' : undefined}
    />
  );
}

type NumberFieldControlProps<T extends FieldValues> = Omit<
  NumberFieldProps,
  'value' | 'onChange' | 'onBlur' | 'ref'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A NumberField bound to a react-hook-form field (value, change, blur and focus through a Controller). */
export function NumberFieldControl<T extends FieldValues>({ control, name, ...props }: NumberFieldControlProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberField {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
      )}
    />
  );
}
