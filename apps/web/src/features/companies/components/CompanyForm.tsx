import { Button, Group, Input, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INDUSTRIES, updateCompanyRequestSchema, type UpdateCompanyRequest } from '@app/shared/companies';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { FormError } from '../../../components/FormError';
import { useConfigBundle } from '../../config/api/conf-all';
import { countryOptions, matchCountry } from '../../config/lib/lookups';

type Input = z.input<typeof updateCompanyRequestSchema>;
export type CompanyFormOutput = z.output<typeof updateCompanyRequestSchema>;

const FIELDS = ['name', 'website', 'industry', 'country', 'description'] as const;

export interface CompanyFormValues {
  name: string;
  website: string | null;
  industry: string | null;
  country: string | null;
  description: string | null;
}

interface CompanyFormProps {
  /** "Agency name", "Company name", "Brand name". */
  nameLabel: string;
  defaultValues?: Partial<CompanyFormValues>;
  submitLabel: string;
  onSubmit: (values: UpdateCompanyRequest) => void;
  pending: boolean;
  error: unknown;
  errorTitle?: string;
  /** Extra buttons next to submit (e.g. Cancel in a modal). */
  secondaryAction?: ReactNode;
  readOnly?: boolean;
}

/** Name, website, industry, country and description: the company profile, used to create and to edit. */
export function CompanyForm({
  nameLabel,
  defaultValues,
  submitLabel,
  onSubmit,
  pending,
  error,
  errorTitle = 'We could not save the company',
  secondaryAction,
  readOnly,
}: CompanyFormProps) {
  const form = useForm<Input, unknown, CompanyFormOutput>({
    resolver: zodResolver(updateCompanyRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      name: defaultValues?.name ?? '',
      website: defaultValues?.website ?? '',
      industry: (defaultValues?.industry as Input['industry']) ?? null,
      country: defaultValues?.country ?? '',
      description: defaultValues?.description ?? '',
    },
  });
  const { errors } = form.formState;
  const countries = useConfigBundle();
  const [countrySearch, setCountrySearch] = useState<string | null>(null);
  const countryId = useId();
  useServerFieldErrors(error, form.setError, FIELDS);

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={nameLabel}
          required
          readOnly={readOnly}
          autoComplete="organization"
          {...form.register('name')}
          error={errors.name?.message}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            readOnly={readOnly}
            autoComplete="url"
            {...form.register('website')}
            error={errors.website?.message}
          />
          <Controller
            control={form.control}
            name="industry"
            render={({ field }) => (
              <Select
                label="Industry"
                placeholder="Pick an industry"
                data={[...INDUSTRIES]}
                searchable
                clearable
                readOnly={readOnly}
                value={field.value ?? null}
                onChange={(value) => field.onChange((value as Input['industry']) ?? null)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.industry?.message}
                nothingFoundMessage="No industry matches"
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Stack gap={0}>
              {/*
                The label is drawn here, tied to the input only: Mantine would also name its (always
                mounted) option list "Country", so "the field labelled Country" would be two elements.
              */}
              <Input.Label htmlFor={countryId}>Country</Input.Label>
              <Select
                id={countryId}
                label="Country"
                inputWrapperOrder={['input', 'description', 'error']}
                placeholder={countries.isPending ? 'Loading countries…' : 'Pick a country'}
                data={countryOptions(countries.data?.countries ?? [], field.value)}
                searchable
                clearable
                openOnFocus={false}
                readOnly={readOnly}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                searchValue={countrySearch ?? field.value ?? ''}
                onSearchChange={setCountrySearch}
                onBlur={() => {
                  // A country name typed in full counts as picked, without choosing it from the list.
                  const typed = matchCountry(countries.data?.countries ?? [], countrySearch);
                  if (typed && typed !== field.value) field.onChange(typed);
                  setCountrySearch(null);
                  field.onBlur();
                }}
                ref={field.ref}
                error={
                  errors.country?.message ?? (countries.isError ? 'We could not load the list of countries' : undefined)
                }
                nothingFoundMessage="No country matches"
                comboboxProps={{ withinPortal: true }}
                data-testid="company-country"
              />
            </Stack>
          )}
        />
        <Textarea
          label="Description"
          placeholder="What the company does, in a few sentences"
          autosize
          minRows={3}
          maxRows={8}
          readOnly={readOnly}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <FormError error={error} title={errorTitle} fields={FIELDS} />
        {!readOnly && (
          <Group justify="flex-end" gap="sm">
            {secondaryAction}
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
