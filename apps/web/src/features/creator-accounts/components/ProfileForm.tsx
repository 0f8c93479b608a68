import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Path,
  type Resolver,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import type { ConfigBundle } from '@app/shared/config';
import { CREATOR_PROFILE_LIMITS, type CreatorProfile, type CreatorProfileUpdate } from '@app/shared/creator-accounts';
import { GENDERS, INCOME_CATEGORIES, INCOME_CATEGORY_LABELS } from '@app/shared/creator-options';
import { MIN_AGE } from '@app/shared/validation';
import { DateField } from '../../../components/DateField';
import { FormError } from '../../../components/FormError';
import { NumberField } from '../../../components/NumberField';
import { dayjs, FIELD_VALUE_FORMATS } from '../../../lib/dates';
import { useServerFieldErrors } from '../../../lib/form-errors';
import { NameFields, PhoneField } from '../../auth/components/AccountFields';
import { channelLabel } from '../lib/labels';
import {
  emptyChannelRow,
  PROFILE_FIELD_ALIASES,
  profileFormDefaults,
  profileFormFields,
  profileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../lib/profile-form';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { FEMALE: 'Female', MALE: 'Male', OTHER: 'Other' };
const GENDER_OPTIONS = (['FEMALE', 'MALE', 'OTHER'] as const).map((value) => ({ value, label: GENDER_LABELS[value] }));
const INCOME_OPTIONS = INCOME_CATEGORIES.map((value) => ({ value, label: INCOME_CATEGORY_LABELS[value] }));

export interface CreatorTypeOption {
  id: number;
  name: string;
}

interface ProfileFormProps {
  profile: CreatorProfile;
  config: Pick<ConfigBundle, 'active_countries' | 'all_locations' | 'channels' | 'categories'>;
  creatorTypes: readonly CreatorTypeOption[];
  onSubmit: (body: CreatorProfileUpdate) => void;
  pending: boolean;
  error: unknown;
}

/** The latest date of birth of someone at least MIN_AGE today ("YYYY-MM-DD"). */
function latestBirthDate(): string {
  return dayjs().subtract(MIN_AGE, 'year').format(FIELD_VALUE_FORMATS.date);
}

interface ChannelRowProps {
  index: number;
  control: Control<ProfileFormValues, unknown, ProfileFormOutput>;
  register: UseFormRegister<ProfileFormValues>;
  setValue: UseFormSetValue<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
  config: ProfileFormProps['config'];
  currency: string | null;
  /** Channels chosen on other rows (a channel is listed once). */
  taken: readonly string[];
  onRemove: (() => void) | null;
}

/** One channel: which, the handle, followers, and a rate per post content type of that channel. */
function ChannelRow({
  index,
  control,
  register,
  setValue,
  errors,
  config,
  currency,
  taken,
  onRemove,
}: ChannelRowProps) {
  const channel = useWatch({ control, name: `channels.${index}.channel` });
  const rowErrors = errors.channels?.[index];
  const definition = config.channels.find((c) => c.value === channel);
  const name = channel ? channelLabel(config, channel) : `Channel ${index + 1}`;
  const options = config.channels.map((c) => ({ value: c.value, label: c.label, disabled: taken.includes(c.value) }));
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="channel-row">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} fz="md">
            {name}
          </Title>
          {onRemove && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onRemove}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          )}
        </Group>
        <Controller
          control={control}
          name={`channels.${index}.channel`}
          render={({ field, fieldState }) => (
            <Select
              label="Channel"
              required
              data={options}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                // Rates belong to a channel's own post content types: all start empty again (explicitly, or a
                // remounted field would show the value the form started with).
                setValue(
                  `channels.${index}.rates`,
                  Object.fromEntries(config.channels.flatMap((c) => c.post_content_types.map((t) => [t.value, '']))),
                );
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              allowDeselect={false}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Handle"
            required
            leftSection="@"
            autoComplete="off"
            autoCapitalize="none"
            {...register(`channels.${index}.handle`)}
            error={rowErrors?.handle?.message}
          />
          <Controller
            control={control}
            name={`channels.${index}.followers`}
            render={({ field, fieldState }) => (
              <NumberField
                label="Followers"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        {definition && definition.post_content_types.length > 0 && (
          <Fieldset legend={`Your rates${currency ? ` (${currency})` : ''}`} variant="unstyled">
            <Text size="xs" c="dimmed" mb="xs">
              What you charge per post, in whole {currency ?? 'currency'} units. Leave a type empty if you do not offer
              it.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {definition.post_content_types.map((type) => (
                <TextInput
                  key={type.value}
                  label={`${type.label} rate`}
                  inputMode="decimal"
                  leftSection={currency ? <Text size="xs">{currency}</Text> : undefined}
                  leftSectionWidth={currency ? 44 : undefined}
                  {...register(`channels.${index}.rates.${type.value}`)}
                  error={
                    (rowErrors?.rates as Record<string, { message?: string } | undefined> | undefined)?.[type.value]
                      ?.message
                  }
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The creator's whole profile (PUT /creator/me): the country sets the currency of the rates and the
 * locations to choose from; channels are repeatable rows whose rates, typed in whole units, are sent in
 * minor units. Validated with the shared profile schema; server errors land on their fields.
 */
export function ProfileForm({ profile, config, creatorTypes, onSubmit, pending, error }: ProfileFormProps) {
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema) as unknown as Resolver<ProfileFormValues, unknown, ProfileFormOutput>,
    mode: 'onTouched',
    defaultValues: profileFormDefaults(profile),
  });
  const { control, register, setValue } = form;
  const { errors } = form.formState;
  const channels = useFieldArray({ control, name: 'channels' });
  const countryCode = useWatch({ control, name: 'country_code' });
  const chosenChannels = useWatch({ control, name: 'channels' });
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const country = config.active_countries.find((c) => c.code === countryCode) ?? null;
  const currency = country?.currency ?? null;

  const countryOptions = useMemo(
    () => config.active_countries.map((c) => ({ value: c.code, label: c.name })),
    [config.active_countries],
  );
  const locationOptions = useMemo(
    () =>
      config.all_locations
        .filter((l) => l.country_code === countryCode)
        .map((l) => ({ value: String(l.id), label: l.name })),
    [config.all_locations, countryCode],
  );
  const interestOptions = useMemo(
    () =>
      config.categories
        .map((category) => ({
          group: category.label,
          items: category.subcategories
            .filter((s) => s.subcategory_type === 'POSTING')
            .map((s) => ({ value: s.enum_value, label: s.label })),
        }))
        .filter((group) => group.items.length > 0),
    [config.categories],
  );
  const typeOptions = creatorTypes.map((t) => ({ value: String(t.id), label: t.name }));
  const fields = profileFormFields(channels.fields.length);
  useServerFieldErrors(error, form.setError, fields as Path<ProfileFormValues>[], { aliases: PROFILE_FIELD_ALIASES });

  const taken = (index: number) =>
    (chosenChannels ?? []).flatMap((row, i) => (i !== index && row?.channel ? [row.channel] : []));
  const channelsMessage = errors.channels?.message ?? errors.channels?.root?.message;

  return (
    <form onSubmit={form.handleSubmit((body) => onSubmit(body))} noValidate aria-label="Profile">
      <Stack gap="md">
        {/* The account's own fields, as at sign-up (they read the form through its context). */}
        <FormProvider {...form}>
          <NameFields />
          <PhoneField />
        </FormProvider>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="country_code"
            render={({ field, fieldState }) => (
              <Select
                label="Country"
                required
                data={countryOptions}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // Locations are the country's own.
                  setValue('location_id', null);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                description={currency ? `Your rates are in ${currency}` : 'Sets the currency of your rates'}
                allowDeselect={false}
                searchable
              />
            )}
          />
          <Controller
            control={control}
            name="location_id"
            render={({ field, fieldState }) => (
              <Select
                label="Location"
                data={locationOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                disabled={!countryCode}
                description={countryCode ? 'Optional' : 'Choose your country first'}
                clearable
                searchable
              />
            )}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="gender"
            render={({ field, fieldState }) => (
              <Select
                label="Gender"
                required
                data={GENDER_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name="date_of_birth"
            render={({ field, fieldState }) => (
              <DateField
                label="Date of birth"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                max={latestBirthDate()}
                description={`You must be at least ${MIN_AGE}`}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Controller
            control={control}
            name="income_category"
            render={({ field, fieldState }) => (
              <Select
                label="Income category"
                required
                data={INCOME_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name="content_creator_type_id"
            render={({ field, fieldState }) => (
              <Select
                label="Creator type"
                required
                data={typeOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
                allowDeselect={false}
              />
            )}
          />
        </SimpleGrid>

        <Controller
          control={control}
          name="interests"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Interests"
              description={`What you post about (up to ${CREATOR_PROFILE_LIMITS.interests})`}
              required
              data={interestOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              maxValues={CREATOR_PROFILE_LIMITS.interests}
              searchable
              hidePickedOptions
            />
          )}
        />

        <Textarea
          label="Bio"
          description={`${bio.length}/${CREATOR_PROFILE_LIMITS.bio} characters`}
          autosize
          minRows={3}
          maxLength={CREATOR_PROFILE_LIMITS.bio}
          {...register('bio')}
          error={errors.bio?.message}
        />

        <Fieldset legend="Channels" variant="unstyled">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Where you post, your handle and followers there, and what you charge per post.
            </Text>
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your channels">
              {channels.fields.map((row, index) => (
                <ChannelRow
                  key={row.id}
                  index={index}
                  control={control}
                  register={register}
                  setValue={setValue}
                  errors={errors}
                  config={config}
                  currency={currency}
                  taken={taken(index)}
                  onRemove={channels.fields.length > 1 ? () => channels.remove(index) : null}
                />
              ))}
            </Stack>
            {channelsMessage && (
              <Text size="sm" c="red" role="alert">
                {channelsMessage}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() =>
                  channels.append(emptyChannelRow(), { focusName: `channels.${channels.fields.length}.handle` })
                }
                disabled={channels.fields.length >= Math.min(CREATOR_PROFILE_LIMITS.channels, config.channels.length)}
              >
                Add a channel
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <FormError
          error={error}
          title="We could not save your profile"
          fields={fields}
          aliases={PROFILE_FIELD_ALIASES}
        />
        <Button type="submit" loading={pending} fullWidth>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
