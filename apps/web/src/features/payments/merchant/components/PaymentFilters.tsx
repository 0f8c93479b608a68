import { Button, Group, NativeSelect } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { PaymentType } from '@app/shared/payments';
import { DateField } from '../../../../components/DateField';
import type { PaymentFilters as Filters } from '../../api/keys';
import { statusOptions, TYPE_OPTIONS } from '../../lib/labels';
import { hasPaymentFilters } from '../lib/payments-params';

interface PaymentFiltersProps {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
  disabled?: boolean;
}

const ALL_TYPES = { value: '', label: 'All types' };
const ALL_STATUSES = { value: '', label: 'All statuses' };

/** The list's filters: type, status (those of the type chosen), and a range of days; native pickers on phones. */
export function PaymentFilters({ filters, onChange, disabled }: PaymentFiltersProps) {
  const statuses = statusOptions(filters.type);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap" data-testid="payment-filters">
      <NativeSelect
        label="Type"
        data={[ALL_TYPES, ...TYPE_OPTIONS]}
        value={filters.type ?? ''}
        onChange={(event) => {
          const type = (event.currentTarget.value || null) as PaymentType | null;
          // A status the new type does not have is dropped.
          const keep = filters.status && statusOptions(type).some((option) => option.value === filters.status);
          onChange({ type, status: keep ? filters.status : null });
        }}
        w={{ base: '100%', xs: 170 }}
        disabled={disabled}
        data-testid="payment-type"
      />
      <NativeSelect
        label="Status"
        data={[ALL_STATUSES, ...statuses]}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: event.currentTarget.value || null })}
        w={{ base: '100%', xs: 230 }}
        disabled={disabled}
        data-testid="payment-status-filter"
      />
      <DateField
        label="From"
        value={filters.from}
        max={filters.to}
        onChange={(value) => onChange({ from: value || null })}
        disabled={disabled}
        data-testid="payment-from"
      />
      <DateField
        label="To"
        value={filters.to}
        min={filters.from}
        onChange={(value) => onChange({ to: value || null })}
        disabled={disabled}
        data-testid="payment-to"
      />
      {hasPaymentFilters(filters) && (
        <Button
          variant="subtle"
          mt={24}
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => onChange({ type: null, status: null, from: null, to: null })}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
