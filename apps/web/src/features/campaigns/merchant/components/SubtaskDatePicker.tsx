import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import type { Ref } from 'react';
import { DATE_FORMATS, dayjs, FIELD_VALUE_FORMATS, isFieldValue } from '../../../../lib/dates';
import type { SubtaskBounds } from './subtask-form';

/** Mantine's picker speaks "YYYY-MM-DD HH:mm:ss"; the forms speak "YYYY-MM-DDTHH:mm". */
const toPicker = (value: string | null | undefined) =>
  isFieldValue('datetime', value) ? `${value.replace('T', ' ')}:00` : null;
const fromPicker = (value: string | null) => (value ? dayjs(value).format(FIELD_VALUE_FORMATS.datetime) : '');

interface SubtaskDatePickerProps {
  label: string;
  /** "YYYY-MM-DDTHH:mm" in the campaign's zone, or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  bounds: SubtaskBounds;
  error?: string | null;
  description?: string;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
}

/**
 * A subtask's end date: a day and time within the campaign's dates (Mantine keeps the pick between minDate and
 * maxDate), in the campaign's zone, shown as "13 Mar 2027 13:30".
 */
export function SubtaskDatePicker({ value, onChange, bounds, error, ref, ...rest }: SubtaskDatePickerProps) {
  const today = dayjs().format(FIELD_VALUE_FORMATS.datetime);
  // The calendar opens on the campaign when today is outside it.
  const opening = today < bounds.min ? bounds.min : today > bounds.max ? bounds.max : undefined;
  return (
    <DateTimePicker
      {...rest}
      ref={ref}
      required
      value={toPicker(value)}
      onChange={(next) => onChange(fromPicker(next))}
      minDate={toPicker(bounds.min) ?? undefined}
      maxDate={toPicker(bounds.max) ?? undefined}
      defaultDate={opening?.slice(0, 10)}
      valueFormat={DATE_FORMATS.dayFirstTime}
      placeholder="DD MMM YYYY HH:mm"
      error={error || undefined}
      popoverProps={{ withinPortal: true }}
    />
  );
}
