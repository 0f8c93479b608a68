import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../../components/FormError';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import {
  LIVE_LINK_EXAMPLES,
  LIVE_LINK_FIELDS,
  liveLinkFormSchema,
  type LiveLinkFormValues,
} from '../lib/live-link-form';

interface LiveLinkFormProps {
  postIndex: number;
  /** The work's channel: the link must be on one of its hosts (shared liveLinkKey). */
  channel: string;
  channelName: string;
  onSubmit: (postUrl: string) => void;
  pending: boolean;
  error: unknown;
}

/** The live post's link, checked as the API checks it (https, the channel's site, a post's path) before sending. */
export function LiveLinkForm({ postIndex, channel, channelName, onSubmit, pending, error }: LiveLinkFormProps) {
  const schema = useMemo(() => liveLinkFormSchema(channel), [channel]);
  const form = useForm<LiveLinkFormValues>({ resolver: zodResolver(schema), defaultValues: { post_url: '' } });
  useServerFieldErrors(error, form.setError, LIVE_LINK_FIELDS);
  return (
    <form
      noValidate
      aria-label={`Live link of post ${postIndex}`}
      onSubmit={form.handleSubmit(({ post_url }) => onSubmit(post_url))}
    >
      <Stack gap="sm">
        <TextInput
          label="Link of the live post"
          description={`Open your ${channelName} post, copy its link and paste it here.`}
          placeholder={LIVE_LINK_EXAMPLES[channel] ?? 'https://…'}
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          disabled={pending}
          {...form.register('post_url')}
          error={form.formState.errors.post_url?.message}
        />
        <FormError error={error} title="We could not send the link" fields={LIVE_LINK_FIELDS} />
        <Button type="submit" loading={pending} fullWidth>
          Submit live link
        </Button>
      </Stack>
    </form>
  );
}
