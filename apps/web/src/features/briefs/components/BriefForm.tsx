import { Button, Fieldset, Group, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BRIEF_LIMITS } from '@app/shared/briefs';
import type { ConfigBundle } from '@app/shared/config';
import { DateField } from '../../../components/DateField';
import { SwitchField } from '../../../components/SwitchField';
import { FormError } from '../../../components/FormError';
import { RichTextEditor, submitAfterEditors, type RichTextEditorHandle } from '../../../components/RichTextEditor';
import { SelectList } from '../../../components/SelectList';
import { useServerFieldErrors } from '../../../lib/form-errors';
import type { UploadImage } from '../../../lib/rich-text-editor';
import type { BrandOption } from '../lib/brands';
import {
  BRIEF_FIELD_ALIASES,
  BRIEF_FORM_FIELDS,
  briefFormSchema,
  type BriefFormOutput,
  type BriefFormValues,
} from '../lib/brief-form';
import { nicheOptions, platformOptions } from '../lib/options';
import { OrderedRowsField } from '../../../components/OrderedRowsField';

export interface BriefFormProps {
  defaultValues: BriefFormValues;
  /** The brands a new brief may belong to (a picker when there are several); left out when editing. */
  brands?: readonly BrandOption[];
  config: Pick<ConfigBundle, 'channels' | 'categories'> | undefined;
  /** Stores an image of the overview or objectives (POST /upload/editor/image). */
  uploadImage: UploadImage;
  onSubmit: (values: BriefFormOutput) => void;
  onCancel?: () => void;
  submitLabel: string;
  pending?: boolean;
  /** The failed save: errors naming a field (`code`/`field`/`issues`) show on it, the rest above the buttons. */
  error?: unknown;
  /** The thumbnail and asset pickers (chosen files on create, stored files on edit). */
  files?: ReactNode;
  /** A note next to the buttons (upload progress). */
  status?: ReactNode;
}

/**
 * The campaign brief (spec section 3 Brief): brand, name, platform, niches, dates (DD/MM/YYYY), a
 * rich-text overview and objectives, call to action, content-creation steps and key selling points
 * as ordered lists, handles and hashtags, files, pre-approval switches. What it hands over is the
 * shared request schema's output: trimmed, blank rows and tags left out, the end not before the start.
 */
export function BriefForm({
  defaultValues,
  brands,
  config,
  uploadImage,
  onSubmit,
  onCancel,
  submitLabel,
  pending = false,
  error,
  files,
  status,
}: BriefFormProps) {
  const form = useForm<BriefFormValues, unknown, BriefFormOutput>({
    resolver: zodResolver(briefFormSchema),
    defaultValues,
  });
  const overviewEditor = useRef<RichTextEditorHandle>(null);
  const objectivesEditor = useRef<RichTextEditorHandle>(null);
  const { control, register, formState } = form;
  const { errors } = formState;
  useServerFieldErrors(error, form.setError, BRIEF_FORM_FIELDS, { aliases: BRIEF_FIELD_ALIASES });
  const platforms = platformOptions(config);
  const niches = nicheOptions(config);
  const startDate = form.watch('start_date');
  const showBrandPicker = (brands?.length ?? 0) > 1;

  return (
    <form
      onSubmit={submitAfterEditors([overviewEditor, objectivesEditor], form.handleSubmit(onSubmit))}
      noValidate
      aria-label="Campaign brief"
    >
      <Stack gap="lg">
        <Fieldset legend="About the brief" disabled={pending} p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            {showBrandPicker && (
              <Controller
                control={control}
                name="brand_id"
                render={({ field }) => (
                  <SelectList
                    label="Brand"
                    required
                    data={brands!.map((brand) => ({ value: brand.id, label: brand.name }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.brand_id?.message}
                    data-testid="brief-brand"
                  />
                )}
              />
            )}
            {!showBrandPicker && errors.brand_id?.message && (
              <Text size="sm" c="red" role="alert">
                {errors.brand_id.message}
              </Text>
            )}
            <TextInput
              label="Brief name"
              required
              maxLength={BRIEF_LIMITS.name}
              {...register('brief_name')}
              error={errors.brief_name?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="platform"
                render={({ field }) => (
                  <SelectList
                    label="Platform"
                    required
                    data={platforms}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.platform?.message}
                    placeholder={config ? 'Choose a platform' : 'Loading platforms…'}
                  />
                )}
              />
              <Controller
                control={control}
                name="niche"
                render={({ field }) => (
                  <SelectList
                    multiple
                    label="Niches"
                    data={niches}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.niche?.message}
                    placeholder={field.value.length ? undefined : 'Choose niches'}
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="start_date"
                render={({ field }) => (
                  <DateField
                    label="Start date"
                    required
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      // The end date's order message follows the start date once the end is filled in.
                      if (form.getValues('end_date')) void form.trigger('end_date');
                    }}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={errors.start_date?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="end_date"
                render={({ field }) => (
                  <DateField
                    label="End date"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    min={startDate || undefined}
                    error={errors.end_date?.message}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="What the campaign is about" disabled={pending} p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <Controller
              control={control}
              name="overview"
              render={({ field }) => (
                <RichTextEditor
                  ref={overviewEditor}
                  label="Overview"
                  description="Headings, lists and images are welcome."
                  value={field.value}
                  onChange={field.onChange}
                  uploadImage={uploadImage}
                  error={errors.overview?.message}
                  data-testid="brief-overview"
                />
              )}
            />
            <Controller
              control={control}
              name="objectives"
              render={({ field }) => (
                <RichTextEditor
                  ref={objectivesEditor}
                  label="Objectives"
                  value={field.value}
                  onChange={field.onChange}
                  uploadImage={uploadImage}
                  error={errors.objectives?.message}
                  data-testid="brief-objectives"
                />
              )}
            />
            <Textarea
              label="Call to action"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={BRIEF_LIMITS.callToAction}
              {...register('call_to_action')}
              error={errors.call_to_action?.message}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Guidance for creators" disabled={pending} p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="lg">
            <OrderedRowsField
              name="content_creation_steps"
              label="Content creation steps"
              rowLabel="Step"
              description="In the order creators should follow them. Empty rows are left out."
              control={control}
              register={register}
              errors={errors}
              maxLength={BRIEF_LIMITS.rowText}
              maxRows={BRIEF_LIMITS.rows}
              disabled={pending}
            />
            <OrderedRowsField
              name="key_selling_points"
              label="Key selling points"
              rowLabel="Selling point"
              description="Most important first. Empty rows are left out."
              control={control}
              register={register}
              errors={errors}
              maxLength={BRIEF_LIMITS.rowText}
              maxRows={BRIEF_LIMITS.rows}
              disabled={pending}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="handles"
                render={({ field }) => (
                  <TagsInput
                    label="Handles"
                    description="Accounts to tag; press Enter after each."
                    placeholder="@brand"
                    maxTags={BRIEF_LIMITS.tags}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    clearable
                    error={errors.handles?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="hashtags"
                render={({ field }) => (
                  <TagsInput
                    label="Hashtags"
                    description="Press Enter after each."
                    placeholder="#launch"
                    maxTags={BRIEF_LIMITS.tags}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    clearable
                    error={errors.hashtags?.message}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        {files && (
          <Fieldset legend="Files" p={{ base: 'sm', sm: 'md' }}>
            {files}
          </Fieldset>
        )}

        <Fieldset legend="Approvals" disabled={pending} p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <SwitchField
              control={control}
              name="pre_approval"
              label="Content pre-approval"
              description="Creators' content is reviewed before it goes live."
            />
            <SwitchField
              control={control}
              name="advertiser_pre_approval"
              label="Advertiser pre-approval"
              description="The advertiser approves content as well."
            />
          </Stack>
        </Fieldset>

        <FormError error={error} fields={BRIEF_FORM_FIELDS} aliases={BRIEF_FIELD_ALIASES} />
        {status}
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
