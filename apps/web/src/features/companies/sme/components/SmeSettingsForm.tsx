import { Button, Input, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { INDUSTRIES } from '@app/shared/companies';
import type { SmeSettings } from '@app/shared/sme';
import { FormError } from '../../../../components/FormError';
import { Section } from '../../../../components/Section';
import { toast } from '../../../../components/toast';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import { useConfigBundle } from '../../../config/api/conf-all';
import { countryOptions, matchCountry } from '../../../config/lib/lookups';
import { useSaveSmeSettings } from '../../api/sme-settings';
import {
  SME_SETTINGS_FIELDS,
  settingsBody,
  settingsFormValues,
  smeSettingsFormSchema,
  type SmeSettingsFormInput,
  type SmeSettingsFormOutput,
} from '../lib/settings-form';
import { NotificationChoices } from './NotificationChoices';
import { SmeLogoField } from './SmeLogoField';

type Industry = SmeSettingsFormInput['business']['industry'];

/**
 * The business's settings in one form and one Save (PUT /sme/{sme_id}/settings): the profile (name, description,
 * website, industry, country) with the logo (stored as soon as it is picked), the M-Pesa number that pays, and the
 * notification choices. Checked with the shared rules before sending; the server's field errors go on their fields.
 */
export function SmeSettingsForm({ smeId, settings }: { smeId: string; settings: SmeSettings }) {
  const save = useSaveSmeSettings(smeId);
  const form = useForm<SmeSettingsFormInput, unknown, SmeSettingsFormOutput>({
    resolver: zodResolver(smeSettingsFormSchema),
    mode: 'onTouched',
    defaultValues: settingsFormValues(settings),
  });
  const { errors } = form.formState;
  const countries = useConfigBundle();
  const [countrySearch, setCountrySearch] = useState<string | null>(null);
  const countryId = useId();
  useServerFieldErrors(save.error, form.setError, SME_SETTINGS_FIELDS);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(settingsBody(values, settings));
      form.reset(settingsFormValues(saved));
      toast({ type: 'success', message: 'Your settings were saved.' });
    } catch {
      // Shown on the fields and above the Save button (save.error).
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Settings">
      <Stack gap="lg">
        <Section title="Business profile" description="How creators and the platform see your business.">
          <Stack gap="md">
            <SmeLogoField smeId={smeId} logo={settings.business.logo} name={settings.business.name} />
            <TextInput
              label="Business name"
              required
              size="md"
              autoComplete="organization"
              {...form.register('business.name')}
              error={errors.business?.name?.message}
            />
            <Textarea
              label="Description"
              placeholder="What you sell, in a few sentences"
              size="md"
              autosize
              minRows={3}
              maxRows={8}
              {...form.register('business.description')}
              error={errors.business?.description?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Website"
                type="url"
                inputMode="url"
                size="md"
                placeholder="https://example.com"
                autoComplete="url"
                {...form.register('business.website')}
                error={errors.business?.website?.message}
              />
              <Controller
                control={form.control}
                name="business.industry"
                render={({ field }) => (
                  <Select
                    label="Industry"
                    placeholder="Pick an industry"
                    size="md"
                    data={[...INDUSTRIES]}
                    searchable
                    clearable
                    value={field.value ?? null}
                    onChange={(value) => field.onChange((value as Industry) ?? null)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.business?.industry?.message}
                    nothingFoundMessage="No industry matches"
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
            </SimpleGrid>
            <Controller
              control={form.control}
              name="business.country"
              render={({ field }) => (
                <Stack gap={0}>
                  {/* The label is tied to the input only: Mantine would also name its option list "Country". */}
                  <Input.Label htmlFor={countryId} size="md">
                    Country
                  </Input.Label>
                  <Select
                    id={countryId}
                    size="md"
                    inputWrapperOrder={['input', 'description', 'error']}
                    placeholder={countries.isPending ? 'Loading countries…' : 'Pick a country'}
                    data={countryOptions(countries.data?.countries ?? [], field.value)}
                    searchable
                    clearable
                    openOnFocus={false}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    searchValue={countrySearch ?? field.value ?? ''}
                    onSearchChange={setCountrySearch}
                    onBlur={() => {
                      // A country name typed in full counts as picked.
                      const typed = matchCountry(countries.data?.countries ?? [], countrySearch);
                      if (typed && typed !== field.value) field.onChange(typed);
                      setCountrySearch(null);
                      field.onBlur();
                    }}
                    ref={field.ref}
                    error={
                      errors.business?.country?.message ??
                      (countries.isError ? 'We could not load the list of countries' : undefined)
                    }
                    nothingFoundMessage="No country matches"
                    comboboxProps={{ withinPortal: true }}
                    data-testid="sme-country"
                  />
                </Stack>
              )}
            />
          </Stack>
        </Section>

        <Section title="M-Pesa" description="The number that pays for your campaigns. Leave it empty to remove it.">
          <TextInput
            label="M-Pesa number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            size="md"
            placeholder="0712 345 678"
            {...form.register('mpesa_phone')}
            error={errors.mpesa_phone?.message}
          />
        </Section>

        <Section title="Notifications" description="Per topic, whether it reaches you by e-mail, in the app, or both.">
          <NotificationChoices control={form.control} />
        </Section>

        <FormError error={save.error} title="We could not save your settings" fields={SME_SETTINGS_FIELDS} />
        <Button type="submit" size="lg" loading={save.isPending} fullWidth maw={{ sm: 240 }} ml={{ sm: 'auto' }}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
