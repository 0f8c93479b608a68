import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  Controller,
  get,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { dayjs } from '../lib/dates';
import { DateField } from './DateField';

/** "Africa/Nairobi (UTC+03:00)" for the zone's offset on the day, or the zone alone. */
function zoneLabel(zone: string, day: string): string {
  try {
    return `${zone} (UTC${dayjs.tz(day || undefined, zone).format('Z')})`;
  } catch {
    return zone;
  }
}

interface WindowPart<T extends FieldValues> {
  /** A string field of the form ('YYYY-MM-DD' for days, 'HH:mm' for times). */
  name: Path<T>;
  label: string;
}

interface DateTimeWindowFieldsProps<T extends FieldValues> {
  /** The form's output type is the caller's business. */
  control: Control<T, any, any>;
  errors: FieldErrors<T>;
  startDate: WindowPart<T>;
  startTime: WindowPart<T>;
  endDate: WindowPart<T>;
  endTime: WindowPart<T>;
  /** The country's IANA zone; empty or null before a country is chosen. */
  zone: string | null | undefined;
  /** What the zone note calls the values ("Dates" -> "Dates and times are in ..."). */
  noun: string;
  'data-testid'?: string;
}

/**
 * A window of two days and two times (from / to) in a country's time zone: the end day cannot be
 * before the start day, and a note under the fields names the zone with its offset on the start day
 * (the campaign wizard's dates, a job's bidding window).
 */
export function DateTimeWindowFields<T extends FieldValues>({
  control,
  errors,
  startDate,
  startTime,
  endDate,
  endTime,
  zone,
  noun,
  'data-testid': testId,
}: DateTimeWindowFieldsProps<T>) {
  const startDay = (useWatch({ control, name: startDate.name }) as string | undefined) ?? '';
  const part = ({ name, label }: WindowPart<T>, mode: 'date' | 'time', min?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          mode={mode}
          required
          value={field.value as string | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          min={min}
          error={(get(errors, name) as { message?: string } | undefined)?.message}
        />
      )}
    />
  );

  return (
    <Stack gap={4}>
      <SimpleGrid cols={2} spacing="sm">
        {part(startDate, 'date')}
        {part(startTime, 'time')}
        {part(endDate, 'date', startDay || undefined)}
        {part(endTime, 'time')}
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid={testId}>
        {zone
          ? `${noun} and times are in ${zoneLabel(zone, startDay)}, the country's time zone.`
          : `${noun} and times are in the time zone of the country you choose.`}
      </Text>
    </Stack>
  );
}
