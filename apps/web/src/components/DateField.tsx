import '@mantine/dates/styles.css';
import { DateInput, DateTimePicker, TimeInput } from '@mantine/dates';
import type { Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  dateFieldRangeProblem,
  dayjs,
  FIELD_VALUE_FORMATS,
  FORM_DATE_FORMATS,
  isFieldValue,
  parseFormDate,
  type DateFieldMode,
} from '../lib/dates';

/** The calendar's controls, named for screen readers (Mantine leaves the month and year arrows unnamed). */
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
};

export interface DateFieldProps {
  label: string;
  /** A day (default), a time of day, or both. */
  mode?: DateFieldMode;
  /** "YYYY-MM-DD" (date), "HH:mm" (time) or "YYYY-MM-DDTHH:mm" (datetime); '' or null when empty. */
  value: string | null | undefined;
  /** The new value in the same format; '' when cleared. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Bounds, inclusive, in the value's format. */
  min?: string | null;
  max?: string | null;
  description?: string;
  placeholder?: string;
  /** The form's message; an out-of-range value's message is shown first. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** A clear button; by default when the field is not required. */
  clearable?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement & HTMLButtonElement>;
  'data-testid'?: string;
}

/** Mantine's datetime picker speaks "YYYY-MM-DD HH:mm:ss"; forms speak "YYYY-MM-DDTHH:mm". */
const toPicker = (value: string | null | undefined) =>
  isFieldValue('datetime', value) ? `${value.replace('T', ' ')}:00` : null;
const fromPicker = (value: string | null) => (value ? dayjs(value).format(FIELD_VALUE_FORMATS.datetime) : '');

/** The month the calendar opens on when empty: today, unless today is outside the bounds. */
function openingDate(min?: string | null, max?: string | null): string | undefined {
  const today = dayjs().format(FIELD_VALUE_FORMATS.date);
  const low = min?.slice(0, 10);
  const high = max?.slice(0, 10);
  if (low && isFieldValue('date', low) && today < low) return low;
  if (high && isFieldValue('date', high) && today > high) return high;
  return undefined;
}

/**
 * The spec's date picker (sections 2 and 5): date, time or datetime with min and max, shown as
 * DD/MM/YYYY (and HH:mm), holding plain strings so react-hook-form and zod see simple values.
 * A value outside the bounds, typed or given, keeps its text and gets a message naming the bounds
 * (the rule is `dateFieldRangeProblem` in lib/dates, for the form's schema to apply as well).
 */
export function DateField({
  label,
  mode = 'date',
  value,
  onChange,
  min,
  max,
  error,
  required,
  clearable = !required,
  placeholder,
  ref,
  ...rest
}: DateFieldProps) {
  const message = dateFieldRangeProblem(mode, value, min, max) ?? error ?? undefined;
  const common = { ...rest, label, required, error: message, placeholder: placeholder ?? FORM_DATE_FORMATS[mode] };

  if (mode === 'time') {
    return (
      <TimeInput {...common} ref={ref} value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)} />
    );
  }

  if (mode === 'datetime') {
    // A picker (calendar and time): its bounds are enforced by Mantine, so only a given value can be outside them.
    return (
      <DateTimePicker
        {...common}
        ref={ref}
        value={toPicker(value)}
        onChange={(next) => onChange(fromPicker(next))}
        minDate={toPicker(min) ?? undefined}
        maxDate={toPicker(max) ?? undefined}
        defaultDate={openingDate(min, max)}
        valueFormat={FORM_DATE_FORMATS.datetime}
        clearable={clearable}
        popoverProps={{ withinPortal: true }}
        ariaLabels={CALENDAR_LABELS}
      />
    );
  }

  const low = isFieldValue('date', min) ? min : null;
  const high = isFieldValue('date', max) ? max : null;
  return (
    <DateInput
      {...common}
      ref={ref}
      value={isFieldValue('date', value) ? value : null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={FORM_DATE_FORMATS.date}
      dateParser={parseFormDate}
      // Not minDate/maxDate: with those, Mantine silently drops a typed day outside them. Excluded days
      // are still disabled in the calendar, and a typed one reaches the range message above.
      excludeDate={low || high ? (day) => (!!low && day < low) || (!!high && day > high) : undefined}
      defaultDate={openingDate(min, max)}
      clearable={clearable}
      popoverProps={{ withinPortal: true }}
      ariaLabels={CALENDAR_LABELS}
    />
  );
}

type DateFieldControlProps<T extends FieldValues> = Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'ref'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A DateField bound to a react-hook-form field (value, change, blur and focus through a Controller). */
export function DateFieldControl<T extends FieldValues>({ control, name, ...props }: DateFieldControlProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
      )}
    />
  );
}
