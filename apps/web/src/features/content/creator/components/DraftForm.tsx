import { Alert, Button, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconWifiOff } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CAPTION_MAX, checkCaption, DISCLOSURE_TAGS, type CaptionRequirements } from '@app/shared/content';
import { FormError } from '../../../../components/FormError';
import { toast, toastFailure } from '../../../../components/toast';
import { isApiError } from '../../../../lib/api-client';
import { serverFieldErrors, useServerFieldErrors } from '../../../../lib/form-errors';
import { useSubmitDraft } from '../../api/creator-submit-draft';
import { CaptionCheckList } from '../../components/CaptionCheck';
import { isUploadInterrupted } from '../../lib/upload';
import {
  DRAFT_FIELD_ALIASES,
  DRAFT_FIELDS,
  draftFormSchema,
  type DraftFormInput,
  type DraftFormValues,
} from '../lib/draft-form';
import { MediaPicker } from './MediaPicker';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

interface DraftFormProps {
  assignmentId: string;
  postIndex: number;
  /** The round this submission makes (1 for the first draft). */
  round: number;
  maxRounds: number | null;
  /** The brief's handles and hashtags for the work's channel (the assignment's requirements). */
  requirements: CaptionRequirements;
  /** The server refused because the work or the post changed (409): show them as they are now. */
  onChanged: () => void;
}

/**
 * A draft of one post for the brand's review: images and videos (checked by type and size before sending) and the
 * caption, with the caption check shown as it is typed (never blocking). The upload shows its progress and can be
 * cancelled; when the connection drops, the files and caption stay and Retry sends them again.
 */
export function DraftForm({ assignmentId, postIndex, round, maxRounds, requirements, onChanged }: DraftFormProps) {
  const submit = useSubmitDraft(assignmentId);
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const form = useForm<DraftFormInput, unknown, DraftFormValues>({
    resolver: zodResolver(draftFormSchema),
    defaultValues: { caption: '', files: [] },
  });
  const caption = useWatch({ control: form.control, name: 'caption' }) ?? '';
  const check = checkCaption(caption, requirements);
  const knowsBrief = requirements.handles.length + requirements.hashtags.length > 0;

  const error = submit.error;
  const interrupted = isUploadInterrupted(error);
  const cancelled = isAbort(error);
  // A dropped upload and a cancelled one are told apart from a refusal: their files were not looked at.
  const tooLargeForProxy = isApiError(error) && error.code === 'PAYLOAD_TOO_LARGE' && !error.field;
  const refusal = error && !interrupted && !cancelled && !tooLargeForProxy ? error : null;
  useServerFieldErrors(refusal, form.setError, DRAFT_FIELDS, { aliases: DRAFT_FIELD_ALIASES });

  const send = (values: DraftFormValues) => {
    const upload = new AbortController();
    controller.current = upload;
    setPercent(0);
    submit.mutate(
      {
        draft: { files: values.files, caption: values.caption, post_index: postIndex },
        onProgress: (progress) => setPercent(progress.percent),
        signal: upload.signal,
      },
      {
        onSuccess: () => {
          toast({ type: 'success', message: `Draft sent: the brand reviews round ${round} here.` });
          form.reset();
        },
        onError: (failure) => {
          if (isAbort(failure)) return;
          if (isUploadInterrupted(failure)) {
            toast({ type: 'warning', message: 'The upload stopped before it finished. Your files are kept: retry.' });
            return;
          }
          if (isApiError(failure) && failure.code === 'CONFLICT' && failure.field === 'status') onChanged();
          // A proxy's own 413 names no file: it is still about the files.
          if (isApiError(failure) && failure.code === 'PAYLOAD_TOO_LARGE' && !failure.field) {
            form.setError('files', { type: 'server', message: 'These files are too large to send: remove some.' });
            return;
          }
          if (serverFieldErrors(failure, DRAFT_FIELDS, { aliases: DRAFT_FIELD_ALIASES }).length === 0)
            toastFailure(failure);
        },
      },
    );
  };
  const submitForm = form.handleSubmit(send);

  return (
    <form noValidate aria-label={`Draft of post ${postIndex}`} onSubmit={submitForm}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="files"
          render={({ field, fieldState }) => (
            <MediaPicker
              label="Photos and videos"
              files={field.value}
              onChange={(files) => {
                field.onChange(files);
                if (form.formState.isSubmitted) void form.trigger('files');
              }}
              error={fieldState.error?.message}
              disabled={submit.isPending}
            />
          )}
        />
        <Stack gap={6}>
          <Textarea
            label="Caption"
            description="Write it exactly as you will post it."
            required
            autosize
            minRows={4}
            maxRows={12}
            disabled={submit.isPending}
            {...form.register('caption')}
            error={form.formState.errors.caption?.message}
          />
          <Text size="xs" c={caption.length > CAPTION_MAX ? 'red' : 'dimmed'} ta="right" data-testid="caption-count">
            {caption.length} / {CAPTION_MAX}
          </Text>
          <section aria-label="Caption check as you type">
            <CaptionCheckList check={check} />
            <Text size="xs" c="dimmed" mt={4}>
              {knowsBrief
                ? 'The brief asks for these handles and hashtags. '
                : 'The brief names no handle or hashtag. '}
              Disclose the partnership with {DISCLOSURE_TAGS.slice(0, 3).join(', ')} or &ldquo;paid partnership&rdquo;.
            </Text>
          </section>
        </Stack>

        {submit.isPending && (
          <Stack gap={4} data-testid="upload-progress">
            <Group justify="space-between" gap="xs">
              <Text size="sm" aria-live="polite">
                Uploading… {percent}%
              </Text>
              <Button size="compact-sm" variant="subtle" color="gray" onClick={() => controller.current?.abort()}>
                Cancel upload
              </Button>
            </Group>
            <Progress value={percent} aria-label="Upload progress" animated={percent < 100} />
          </Stack>
        )}

        {interrupted && !submit.isPending && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconWifiOff aria-hidden />}
            title="The upload stopped"
            role="alert"
            data-testid="upload-interrupted"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                The connection dropped before your draft arrived, so nothing was sent. Your files and caption are still
                here.
              </Text>
              <Button size="xs" onClick={() => void submitForm()}>
                Retry upload
              </Button>
            </Stack>
          </Alert>
        )}
        {cancelled && !submit.isPending && (
          <Text size="sm" c="dimmed" data-testid="upload-cancelled">
            Upload cancelled. Your files and caption are still here.
          </Text>
        )}
        <FormError
          error={refusal}
          title="We could not send your draft"
          fields={DRAFT_FIELDS}
          aliases={DRAFT_FIELD_ALIASES}
        />

        <Button type="submit" loading={submit.isPending} fullWidth>
          {round > 1 ? `Send round ${round}${maxRounds ? ` of ${maxRounds}` : ''}` : 'Send draft for review'}
        </Button>
      </Stack>
    </form>
  );
}
