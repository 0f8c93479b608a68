import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { pageSizeChoices } from '../lib/paging';

interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
  /** The screen's default page size, offered even when it is not one of 5, 10, 20, 50. */
  defaultSize?: number;
  label?: string;
  disabled?: boolean;
}

/**
 * The page-size selector (5, 10, 20, 50; spec sections 2 and 9): a native select, so keyboards and phones get their own
 * picker.
 */
export function PageSizeSelect({
  value,
  onChange,
  defaultSize = value,
  label = 'Rows per page',
  disabled,
}: PageSizeSelectProps) {
  const choices = useMemo(() => pageSizeChoices(value, pageSizeChoices(defaultSize)), [defaultSize, value]);
  return (
    <NativeSelect
      label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={choices.map((n) => ({ value: String(n), label: String(n) }))}
      disabled={disabled}
      size="xs"
      w={110}
      data-testid="page-size-select"
    />
  );
}
