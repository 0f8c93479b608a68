import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconCircleCheck, IconLinkOff, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  approveContentRequestSchema,
  rejectLiveRequestSchema,
  requestChangesRequestSchema,
  REVIEW_COMMENT_MAX,
  type ContentDetail,
} from '@app/shared/content';
import { FormError } from '../../../../components/FormError';
import { toast, toastFailure } from '../../../../components/toast';
import { isApiError, smeClient } from '../../../../lib/api-client';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import { QUERY_ROOTS } from '../../../../lib/query-keys';
import { useApproveContent } from '../../api/merchant-approve-content';
import { useRejectLivePost } from '../../api/merchant-reject-live';
import { useRequestContentChanges } from '../../api/merchant-request-changes';
import { useVerifyLivePost } from '../../api/merchant-verify-live';

/** The decision being confirmed: one at a time, in place of the buttons. */
export type SmeDecisionStep = 'approve' | 'changes' | 'verify' | 'reject';

type CommentSchema = z.ZodType<{ comment?: string }, { comment?: string }>;

interface StepText {
  title: string;
  message: (detail: ContentDetail) => string;
  /** The comment's label; none for verifying. */
  field?: { label: string; required: boolean };
  schema: CommentSchema;
  confirm: string;
  color: string;
}

const STEPS: Record<SmeDecisionStep, StepText> = {
  approve: {
    title: 'Approve this draft?',
    message: (d) => `${d.creator.name} can then post it. You may add a comment.`,
    field: { label: 'Comment for the creator (optional)', required: false },
    schema: approveContentRequestSchema,
    confirm: 'Yes, approve',
    color: 'green',
  },
  changes: {
    title: 'Request changes',
    message: (d) => `The draft goes back to ${d.creator.name} for round ${d.round + 1} of ${d.max_rounds}.`,
    field: { label: 'What to change', required: true },
    schema: requestChangesRequestSchema,
    confirm: 'Send to the creator',
    color: 'orange',
  },
  verify: {
    title: 'Verify the live post?',
    message: () => 'The post at the link is as agreed. This is final.',
    schema: z.object({ comment: z.string().optional() }),
    confirm: 'Yes, verify',
    color: 'green',
  },
  reject: {
    title: 'Reject the live link?',
    message: (d) => `${d.creator.name} is asked for a corrected link and reads your reason.`,
    field: { label: 'Reason', required: true },
    schema: z.object({ comment: rejectLiveRequestSchema.shape.reason }),
    confirm: 'Reject the link',
    color: 'red',
  },
};

const FIELDS = ['comment'] as const;
/** The reject call names its text `reason`. */
const ALIASES = { reason: 'comment' };

/** Why there is nothing to decide now, by state. */
const WAITING: Record<ContentDetail['status'], string> = {
  SUBMITTED: 'You may not decide this draft.',
  CHANGES_REQUESTED: "Waiting for the creator's next round.",
  BRAND_APPROVED: 'Approved: waiting for another approval.',
  APPROVED: 'Approved: waiting for the creator to post it and send the link.',
  LIVE_SUBMITTED: 'You may not decide this live link.',
  LIVE_REJECTED: 'Waiting for the creator to send a corrected link.',
  VERIFIED: 'Live and verified: nothing left to do.',
};

function StepForm({
  detail,
  step,
  onCancel,
  onConfirm,
}: {
  detail: ContentDetail;
  step: SmeDecisionStep;
  onCancel: () => void;
  onConfirm: (comment: string) => Promise<void>;
}) {
  const text = STEPS[step];
  const form = useForm<{ comment?: string }, unknown, { comment?: string }>({
    resolver: zodResolver(text.schema),
    defaultValues: { comment: '' },
  });
  const [error, setError] = useState<unknown>(null);
  useServerFieldErrors(error, form.setError, FIELDS, { aliases: ALIASES });
  const submit = form.handleSubmit(async ({ comment }) => {
    setError(null);
    try {
      await onConfirm(comment?.trim() ?? '');
    } catch (cause) {
      setError(cause);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={text.title} data-testid={`decision-${step}`}>
      <Stack gap="sm">
        <Text fw={700}>{text.title}</Text>
        <Text size="sm">{text.message(detail)}</Text>
        {text.field && (
          <Textarea
            label={text.field.label}
            required={text.field.required}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REVIEW_COMMENT_MAX}
            {...form.register('comment')}
            error={form.formState.errors.comment?.message}
            data-autofocus={text.field.required || undefined}
          />
        )}
        <FormError error={error} fields={FIELDS} aliases={ALIASES} />
        <Group gap="sm" grow>
          <Button variant="default" size="md" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="md" color={text.color} loading={form.formState.isSubmitting}>
            {text.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The owner's decision on an item, offered as the server's `moves` allow, in a phone-sized flow: a draft is approved
 * (after a confirm, with an optional comment) or sent back with a comment; a live link is verified (after a confirm)
 * or rejected with a reason. Every call goes through the SME session. A decision someone else made first (409
 * CONFLICT) is said as such and the item is shown again as it now is; `onDone` follows a decision made.
 */
export function SmeDecision({ detail, onDone }: { detail: ContentDetail; onDone: () => void }) {
  const [step, setStep] = useState<SmeDecisionStep | null>(null);
  const queryClient = useQueryClient();
  const approve = useApproveContent(smeClient);
  const changes = useRequestContentChanges(smeClient);
  const verify = useVerifyLivePost(smeClient);
  const reject = useRejectLivePost(smeClient);
  const moves = new Set(detail.moves);

  const run = async (move: () => Promise<unknown>, success: string) => {
    try {
      await move();
      // The item, the lists and the queues are refreshed by the call's hook; the dashboard counts what waits.
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.smeDashboard] });
      toast({ type: 'success', message: success });
      setStep(null);
      onDone();
    } catch (error) {
      if (isApiError(error) && (error.code === 'CONFLICT' || error.code === 'FORBIDDEN')) {
        // The hook fetches the item and the lists again; the dashboard may count it differently now too.
        void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.smeDashboard] });
        toast({
          type: 'warning',
          title: error.code === 'CONFLICT' ? 'Already decided' : 'Not yours to decide',
          message:
            error.code === 'CONFLICT'
              ? 'This content was already decided. It is shown as it is now.'
              : 'You may not decide this content. It is shown as it is now.',
        });
        setStep(null);
        return;
      }
      if (isApiError(error) && error.code === 'VALIDATION') throw error;
      toastFailure(error);
    }
  };

  const confirm = (comment: string) => {
    const name = detail.creator.name;
    if (step === 'approve')
      return run(() => approve.mutateAsync({ contentId: detail.id, comment }), `You approved ${name}'s draft.`);
    if (step === 'changes')
      return run(() => changes.mutateAsync({ contentId: detail.id, comment }), `Your changes are sent to ${name}.`);
    if (step === 'verify') return run(() => verify.mutateAsync(detail.id), 'The live post is verified.');
    return run(() => reject.mutateAsync({ contentId: detail.id, reason: comment }), 'The live link is rejected.');
  };

  if (step)
    return <StepForm key={step} detail={detail} step={step} onCancel={() => setStep(null)} onConfirm={confirm} />;

  const any = (['APPROVE', 'REQUEST_CHANGES', 'VERIFY_LIVE', 'REJECT_LIVE'] as const).some((m) => moves.has(m));
  if (!any)
    return (
      <Text size="sm" c="dimmed" data-testid="decision-waiting">
        {WAITING[detail.status]}
      </Text>
    );
  const lastRound = moves.has('APPROVE') && !moves.has('REQUEST_CHANGES') && detail.round >= detail.max_rounds;
  return (
    <Stack gap="sm" data-testid="decision-buttons">
      {lastRound && (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">
            Last round ({detail.round} of {detail.max_rounds}): changes can no longer be asked for.
          </Text>
        </Alert>
      )}
      {moves.has('APPROVE') && (
        <Button
          size="md"
          fullWidth
          color="green"
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => setStep('approve')}
        >
          Approve
        </Button>
      )}
      {moves.has('REQUEST_CHANGES') && (
        <Button
          size="md"
          fullWidth
          variant="light"
          color="orange"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          onClick={() => setStep('changes')}
        >
          Request changes
        </Button>
      )}
      {moves.has('VERIFY_LIVE') && (
        <Button
          size="md"
          fullWidth
          color="green"
          leftSection={<IconCircleCheck size={18} aria-hidden />}
          onClick={() => setStep('verify')}
        >
          Verify
        </Button>
      )}
      {moves.has('REJECT_LIVE') && (
        <Button
          size="md"
          fullWidth
          variant="light"
          color="red"
          leftSection={<IconLinkOff size={18} aria-hidden />}
          onClick={() => setStep('reject')}
        >
          Reject
        </Button>
      )}
    </Stack>
  );
}
