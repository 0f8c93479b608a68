import { Alert, Button, Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconLinkOff, IconMessageCircle } from '@tabler/icons-react';
import { z } from 'zod';
import {
  approveContentRequestSchema,
  rejectLiveRequestSchema,
  requestChangesRequestSchema,
  type ContentDetail,
  type ContentStatus,
} from '@app/shared/content';
import { toast, toastFailure } from '../../../../components/toast';
import { describeError, isApiError } from '../../../../lib/api-client';
import { useApproveContent } from '../../api/merchant-approve-content';
import { useRejectLivePost } from '../../api/merchant-reject-live';
import { useRequestContentChanges } from '../../api/merchant-request-changes';
import { useVerifyLivePost } from '../../api/merchant-verify-live';
import { CommentModal } from './CommentModal';

/** The dialog of a move, open one at a time (keyboard shortcuts wait while one is). */
export type ReviewDialog = 'approve' | 'changes' | 'verify' | 'reject' | null;

const rejectSchema = z.object({ comment: rejectLiveRequestSchema.shape.reason });

/** A server message as a sentence (its messages end without a full stop). */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Why there is nothing to do now, by state. */
const WAITING: Record<ContentStatus, string> = {
  SUBMITTED: 'You may not review this content.',
  CHANGES_REQUESTED: "Waiting for the creator's next round.",
  BRAND_APPROVED: "Approved by your side: waiting for the brand's own team to approve it.",
  APPROVED: 'Approved: waiting for the creator to post it and submit the live link.',
  LIVE_SUBMITTED: 'You may not review this live link.',
  LIVE_REJECTED: 'Waiting for the creator to submit a corrected live link.',
  VERIFIED: 'The live post is verified: nothing left to do.',
};

interface ReviewActionsProps {
  detail: ContentDetail;
  dialog: ReviewDialog;
  onDialog: (dialog: ReviewDialog) => void;
}

/**
 * The reviewer's moves on an item, offered only as the server's `moves` allow: approve (optional comment), request
 * changes (a comment), verify or reject the live link (a reason). Every move ends in a toast; a refused one (409:
 * someone acted first; 403: the brand's own team must approve) in a warning, and the item is fetched again.
 */
export function ReviewActions({ detail, dialog, onDialog }: ReviewActionsProps) {
  const approve = useApproveContent();
  const changes = useRequestContentChanges();
  const verify = useVerifyLivePost();
  const reject = useRejectLivePost();
  const moves = new Set(detail.moves);
  const close = () => onDialog(null);

  /**
   * Runs a move and says how it went: a success toast (its text may depend on the item as it now is); a refused move
   * (409, 403) as a warning, the dialog closed and the item fetched again; field errors back to the dialog; other
   * failures as an error toast, the dialog kept open.
   */
  const run = async (
    move: () => Promise<ContentDetail>,
    success: string | ((after: ContentDetail) => string),
    rethrowFieldErrors = true,
  ): Promise<void> => {
    try {
      const after = await move();
      toast({ type: 'success', message: typeof success === 'string' ? success : success(after) });
      close();
    } catch (error) {
      if (isApiError(error) && (error.code === 'CONFLICT' || error.code === 'FORBIDDEN')) {
        toast({
          type: 'warning',
          title: error.code === 'CONFLICT' ? 'This content moved on' : 'Not yours to do',
          message: `${sentence(describeError(error))} It is shown as it is now.`,
        });
        close();
        return;
      }
      if (rethrowFieldErrors && isApiError(error) && error.code === 'VALIDATION') throw error;
      toastFailure(error);
    }
  };

  const lastRound = detail.round >= detail.max_rounds;
  const any =
    moves.has('APPROVE') || moves.has('REQUEST_CHANGES') || moves.has('VERIFY_LIVE') || moves.has('REJECT_LIVE');

  return (
    <Stack gap="sm" data-testid="review-actions">
      {!any ? (
        <Text size="sm" c="dimmed" data-testid="review-waiting">
          {WAITING[detail.status]}
        </Text>
      ) : (
        <>
          {moves.has('APPROVE') && !moves.has('REQUEST_CHANGES') && lastRound && (
            <Alert color="yellow" variant="light" p="xs">
              <Text size="sm">
                Last round ({detail.round} of {detail.max_rounds}): changes can no longer be asked for.
              </Text>
            </Alert>
          )}
          <Group gap="sm" wrap="wrap">
            {moves.has('APPROVE') && (
              <Button
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => onDialog('approve')}
                aria-keyshortcuts="A"
              >
                Approve
              </Button>
            )}
            {moves.has('REQUEST_CHANGES') && (
              <Button
                variant="light"
                color="orange"
                leftSection={<IconMessageCircle size={16} aria-hidden />}
                onClick={() => onDialog('changes')}
                aria-keyshortcuts="R"
              >
                Request changes
              </Button>
            )}
            {moves.has('VERIFY_LIVE') && (
              <Button
                color="green"
                leftSection={<IconCircleCheck size={16} aria-hidden />}
                onClick={() => onDialog('verify')}
              >
                Verify live post
              </Button>
            )}
            {moves.has('REJECT_LIVE') && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconLinkOff size={16} aria-hidden />}
                onClick={() => onDialog('reject')}
              >
                Reject live link
              </Button>
            )}
          </Group>
        </>
      )}

      <CommentModal
        opened={dialog === 'approve' && moves.has('APPROVE')}
        onClose={close}
        title="Approve this draft?"
        message={
          detail.status === 'BRAND_APPROVED'
            ? `Your approval lets ${detail.creator.name} post round ${detail.round}.`
            : `Approve round ${detail.round} of ${detail.creator.name}'s draft. A comment is optional.`
        }
        label="Comment for the creator"
        description="Optional"
        required={false}
        confirmLabel="Approve"
        confirmColor="green"
        schema={approveContentRequestSchema}
        onConfirm={(comment) =>
          run(
            () => approve.mutateAsync({ contentId: detail.id, comment }),
            (after) =>
              after.status === 'BRAND_APPROVED'
                ? "Approved on your side: the brand's own team approves it next."
                : `You approved ${detail.creator.name}'s draft.`,
          )
        }
        data-testid="approve-dialog"
      />
      <CommentModal
        opened={dialog === 'changes' && moves.has('REQUEST_CHANGES')}
        onClose={close}
        title="Request changes?"
        message={
          `The draft goes back to ${detail.creator.name} for round ${detail.round + 1} ` +
          `of ${detail.max_rounds}. Say what to change.`
        }
        label="What to change"
        required
        confirmLabel="Request changes"
        confirmColor="orange"
        schema={requestChangesRequestSchema}
        onConfirm={(comment) =>
          run(
            () => changes.mutateAsync({ contentId: detail.id, comment }),
            `Your changes are sent to ${detail.creator.name}.`,
          )
        }
        data-testid="changes-dialog"
      />
      <CommentModal
        opened={dialog === 'reject' && moves.has('REJECT_LIVE')}
        onClose={close}
        title="Reject the live link?"
        message={`${detail.creator.name} is asked for a corrected link. They read your reason.`}
        label="Reason"
        required
        confirmLabel="Reject the link"
        confirmColor="red"
        schema={rejectSchema}
        aliases={{ reason: 'comment' }}
        onConfirm={(reason) =>
          run(() => reject.mutateAsync({ contentId: detail.id, reason }), 'The live link is rejected.')
        }
        data-testid="reject-dialog"
      />
      <Modal
        opened={dialog === 'verify' && moves.has('VERIFY_LIVE')}
        onClose={close}
        title="Verify the live post?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            The post at the link is as agreed. This is final: once every post of the work is verified, the work is
            complete.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="green"
              loading={verify.isPending}
              onClick={() => void run(() => verify.mutateAsync(detail.id), 'The live post is verified.', false)}
              data-autofocus
            >
              Verify
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The keyboard help line: J and K always, A and R while those moves are offered. */
export function ShortcutsHelp({ approve, changes }: { approve: boolean; changes: boolean }) {
  return (
    <Text size="xs" c="dimmed" data-testid="review-shortcuts" visibleFrom="sm">
      Keyboard: <Kbd size="xs">J</Kbd> next, <Kbd size="xs">K</Kbd> previous
      {approve && (
        <>
          , <Kbd size="xs">A</Kbd> approve
        </>
      )}
      {changes && (
        <>
          , <Kbd size="xs">R</Kbd> request changes
        </>
      )}
    </Text>
  );
}
