import { Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateFieldControl } from '../../../../components/DateField';
import { FileUpload } from '../../../../components/FileUpload';
import { FormError } from '../../../../components/FormError';
import { NumberFieldControl } from '../../../../components/NumberField';
import { toast } from '../../../../components/toast';
import { dayjs, FIELD_VALUE_FORMATS } from '../../../../lib/dates';
import { useRecheckShownErrors, useServerFieldErrors } from '../../../../lib/form-errors';
import { formatBytes } from '../../../../lib/uploads';
import { useReportFigures } from '../../api/creator-report-figures';
import {
  emptyReportForm,
  FIGURE_FIELDS,
  FIGURE_HINTS,
  FIGURE_LABELS,
  REPORT_FORM_ALIASES,
  REPORT_FORM_FIELDS,
  reportFormData,
  reportFormSchema,
  type ReportFormValues,
} from '../../lib/report-form';

interface ReportFiguresFormProps {
  contentId: string;
  postIndex: number;
  /** After the report was sent (it waits for the brand). */
  onSent?: () => void;
  onCancel?: () => void;
}

/**
 * "Report figures" of a live post, phone first: the figures from the platform's insights screen (whole numbers,
 * commas allowed, checked with the API's rules: reach not above impressions), the day they were read (today when
 * left empty) and a screenshot of that screen (JPEG or PNG, at most 5 MB). The brand accepts or disputes them.
 */
export function ReportFiguresForm({ contentId, postIndex, onSent, onCancel }: ReportFiguresFormProps) {
  const today = dayjs().format(FIELD_VALUE_FORMATS.date);
  const schema = useMemo(() => reportFormSchema(today), [today]);
  const form = useForm<ReportFormValues>({ resolver: zodResolver(schema), defaultValues: emptyReportForm() });
  const report = useReportFigures(contentId);
  useServerFieldErrors(report.error, form.setError, REPORT_FORM_FIELDS, { aliases: REPORT_FORM_ALIASES });
  useRecheckShownErrors(form);
  const errors = form.formState.errors;
  // Opened from "Report figures": the first figure has the focus, so typing starts at once.
  useEffect(() => form.setFocus('impressions'), [form]);

  const send = form.handleSubmit((values) =>
    report.mutateAsync(reportFormData(values)).then(
      () => {
        toast({ type: 'success', message: 'Figures sent: the brand checks them next.' });
        form.reset(emptyReportForm());
        onSent?.();
      },
      () => undefined, // shown on the fields or above the buttons
    ),
  );

  return (
    <form noValidate aria-label={`Report figures of post ${postIndex}`} onSubmit={send} data-testid="report-form">
      <Stack gap="sm">
        <Text size="sm">
          Open the post&apos;s insights on the platform, type the figures you see and attach a screenshot of that
          screen.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          {FIGURE_FIELDS.map((name) => (
            <NumberFieldControl
              key={name}
              control={form.control}
              name={name}
              label={FIGURE_LABELS[name]}
              description={FIGURE_HINTS[name]}
              required
              disabled={report.isPending}
              error={errors[name]?.message}
              data-testid={`figure-${name}`}
            />
          ))}
        </SimpleGrid>
        <DateFieldControl
          control={form.control}
          name="captured_day"
          label="Day the figures were read"
          description="Leave empty for today"
          max={today}
          disabled={report.isPending}
          error={errors.captured_day?.message}
        />
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <Stack gap={6}>
              <FileUpload
                label="Screenshot of the insights"
                kind="image"
                required
                compact
                disabled={report.isPending}
                onFiles={(files) => field.onChange(files[0] ?? null)}
                error={errors.file?.message ?? null}
                data-testid="evidence-dropzone"
              />
              {field.value && (
                <Paper withBorder radius="sm" p={6}>
                  <Group gap="sm" wrap="nowrap">
                    <IconPhoto size={20} aria-hidden style={{ flexShrink: 0 }} />
                    <Stack gap={0} miw={0} style={{ flex: 1 }}>
                      <Text size="sm" truncate="end" data-testid="chosen-evidence">
                        {field.value.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatBytes(field.value.size)}
                      </Text>
                    </Stack>
                    <CloseButton
                      aria-label={`Remove ${field.value.name}`}
                      disabled={report.isPending}
                      onClick={() => field.onChange(null)}
                    />
                  </Group>
                </Paper>
              )}
            </Stack>
          )}
        />
        <FormError
          error={report.error}
          title="We could not send the figures"
          fields={REPORT_FORM_FIELDS}
          aliases={REPORT_FORM_ALIASES}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={report.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={report.isPending}>
            Send figures
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
