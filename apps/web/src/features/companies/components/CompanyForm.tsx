import { Button, Group, Input, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INDUSTRIES, updateCompanyRequestSchema, type UpdateCompanyRequest } from '@app/shared/companies';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { FormError } from '../../../components/FormError';
import { CountrySelect } from './CountrySelect';

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
            <CountrySelect
              field={field}
              error={errors.country?.message}
              readOnly={readOnly}
              selectLabel="Country"
              data-testid="company-country"
            />
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
