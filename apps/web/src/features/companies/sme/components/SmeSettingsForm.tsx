import { Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { INDUSTRIES } from '@app/shared/companies';
import type { SmeSettings } from '@app/shared/sme';
import { FormError } from '../../../../components/FormError';
import { Section } from '../../../../components/Section';
import { toast } from '../../../../components/toast';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import { CountrySelect } from '../../components/CountrySelect';
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
                <CountrySelect
                  field={field}
                  error={errors.business?.country?.message}
                  size="md"
                  data-testid="sme-country"
                />
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
