import { Input, Select, Stack, type MantineSize } from '@mantine/core';
import { useId, useState, type Ref } from 'react';
import { useConfigBundle } from '../../config/api/conf-all';
import { countryOptions, matchCountry } from '../../config/lib/lookups';

interface CountrySelectProps {
  /** The form field (react-hook-form's Controller field). */
  field: {
    value: string | null | undefined;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement>;
  };
  /** The form's own message for the field, if any. */
  error?: string;
  readOnly?: boolean;
  size?: MantineSize;
  /** Passed to the select as its own label (not drawn: see below). */
  selectLabel?: string;
  'data-testid'?: string;
}

/**
 * A company's country, searchable among the configuration's countries; a name typed in full counts as picked. The
 * label is drawn here, tied to the input only: Mantine would also name its (always mounted) option list "Country",
 * so "the field labelled Country" would be two elements.
 */
export function CountrySelect({ field, error, readOnly, size, selectLabel, ...rest }: CountrySelectProps) {
  const countries = useConfigBundle();
  const [search, setSearch] = useState<string | null>(null);
  const id = useId();
  const list = countries.data?.countries ?? [];
  return (
    <Stack gap={0}>
      <Input.Label htmlFor={id} size={size}>
        Country
      </Input.Label>
      <Select
        id={id}
        size={size}
        label={selectLabel}
        inputWrapperOrder={['input', 'description', 'error']}
        placeholder={countries.isPending ? 'Loading countries…' : 'Pick a country'}
        data={countryOptions(list, field.value ?? null)}
        searchable
        clearable
        openOnFocus={false}
        readOnly={readOnly}
        value={field.value || null}
        onChange={(value) => field.onChange(value ?? '')}
        searchValue={search ?? field.value ?? ''}
        onSearchChange={setSearch}
        onBlur={() => {
          const typed = matchCountry(list, search);
          if (typed && typed !== field.value) field.onChange(typed);
          setSearch(null);
          field.onBlur();
        }}
        ref={field.ref}
        error={error ?? (countries.isError ? 'We could not load the list of countries' : undefined)}
        nothingFoundMessage="No country matches"
        comboboxProps={{ withinPortal: true }}
        data-testid={rest['data-testid']}
      />
    </Stack>
  );
}
