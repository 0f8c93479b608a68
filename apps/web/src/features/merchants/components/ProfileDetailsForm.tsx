import '@mantine/dates/styles.css';
import { Badge, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { Controller, useForm } from 'react-hook-form';
import type { MerchantProfile } from '@app/shared/auth';
import { MIN_AGE } from '@app/shared/validation';
import { toast } from '../../../components/toast';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { FormError } from '../../../components/FormError';
import { useUpdatePhone } from '../api/update-phone';
import { useUpdateProfile } from '../api/update-profile';
import {
  formValuesOf,
  planProfileUpdate,
  profileDetailsFormSchema,
  type ProfileDetailsInput,
  type ProfileDetailsValues,
} from '../lib/profile-form';

dayjs.extend(customParseFormat);

/** Spec section 5: forms show dates as DD/MM/YYYY. */
const DATE_FORMAT = 'DD/MM/YYYY';
const FIELDS = ['first_name', 'last_name', 'business_name', 'date_of_birth'] as const;

function parseDate(value: string): string | null {
  const parsed = dayjs(value.trim(), DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/** Names, business name, date of birth, phone (its own call, only when changed), e-mail read-only. */
/** PATCH /user/merchant/phone_number names the field phone_number; the form calls it phone. */
const PHONE_ALIASES = { aliases: { phone_number: 'phone' } };

export function ProfileDetailsForm({ profile }: { profile: MerchantProfile }) {
  const update = useUpdateProfile();
  const updatePhone = useUpdatePhone();
  const form = useForm<ProfileDetailsInput, unknown, ProfileDetailsValues>({
    resolver: zodResolver(profileDetailsFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(profile),
  });
  const { errors, isDirty } = form.formState;
  useServerFieldErrors(update.error, form.setError, FIELDS);
  useServerFieldErrors(updatePhone.error, form.setError, ['phone'], PHONE_ALIASES);
  // The calendar opens on the latest allowed birthday; a later date typed in gets the 18+ message.
  const latestBirthday = dayjs().subtract(MIN_AGE, 'year').format('YYYY-MM-DD');

  const onSubmit = async (values: ProfileDetailsValues) => {
    const plan = planProfileUpdate(values, profile);
    try {
      const saved = await update.mutateAsync(plan.profile);
      const final = plan.phone ? await updatePhone.mutateAsync(plan.phone) : saved;
      form.reset(formValuesOf(final));
      toast({ type: 'success', message: 'Your profile was saved.' });
    } catch {
      /* shown by FormError and on the fields */
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Profile details">
      <Stack gap="md">
        <TextInput
          label="E-mail"
          value={profile.email}
          readOnly
          description="Your login; it cannot be changed here."
          rightSectionWidth={110}
          rightSection={
            profile.email_verified ? (
              <Badge
                color="green"
                variant="light"
                leftSection={<IconCircleCheck size={12} aria-hidden />}
                data-testid="email-verified"
              >
                Verified
              </Badge>
            ) : (
              <Badge
                color="orange"
                variant="light"
                leftSection={<IconAlertTriangle size={12} aria-hidden />}
                data-testid="email-unverified"
              >
                Not verified
              </Badge>
            )
          }
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.register('first_name')}
            error={errors.first_name?.message}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            {...form.register('last_name')}
            error={errors.last_name?.message}
          />
        </SimpleGrid>
        <TextInput
          label="Business name"
          autoComplete="organization"
          {...form.register('business_name')}
          error={errors.business_name?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="date_of_birth"
            render={({ field }) => (
              <DateInput
                label="Date of birth"
                description={`DD/MM/YYYY; you must be at least ${MIN_AGE}`}
                placeholder="DD/MM/YYYY"
                valueFormat={DATE_FORMAT}
                dateParser={parseDate}
                defaultDate={latestBirthday}
                defaultLevel="decade"
                clearable
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.date_of_birth?.message}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+254 712 345678"
            {...form.register('phone')}
            error={errors.phone?.message}
          />
        </SimpleGrid>
        <FormError
          error={update.error ?? updatePhone.error}
          title="We could not save your profile"
          fields={[...FIELDS, 'phone']}
          aliases={PHONE_ALIASES.aliases}
        />
        <Group justify="flex-end">
          <Button type="button" variant="default" disabled={!isDirty} onClick={() => form.reset(formValuesOf(profile))}>
            Discard changes
          </Button>
          <Button type="submit" loading={update.isPending || updatePhone.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
