import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import {
  METRIC_REVIEW_STATUS_LABELS,
  METRIC_REVIEW_STATUSES,
  metricReviewRequestSchema,
  type MetricReviewStatus,
  type MetricSnapshot,
} from '@app/shared/reporting';
import { confirmAction } from '../../../../components/confirm';
import { ErrorState } from '../../../../components/ErrorState';
import { ReasonModal } from '../../../../components/ReasonModal';
import { Section } from '../../../../components/Section';
import { toast, toastFailure } from '../../../../components/toast';
import { isApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { hasPermission, useCompanyContext, type CompanyOutletContext } from '../../../companies/lib/company-context';
import { usePostReadings } from '../../api/post-readings';
import { readingEvidenceQuery } from '../../api/reading-evidence';
import { useReviewReading, type ReviewReadingInput } from '../../api/review-reading';
import { ReadingItem } from '../../components/ReadingItem';

const disputeSchema = z.object({
  reason: metricReviewRequestSchema.shape.reason.unwrap().min(1, 'Say what is wrong with the figures'),
});

/** The state a 409 says the report is in now (the error reply's `state`), when it names one. */
function stateOf(error: unknown): MetricReviewStatus | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const state = (error.body as { state?: unknown }).state;
  return (METRIC_REVIEW_STATUSES as readonly unknown[]).includes(state) ? (state as MetricReviewStatus) : null;
}

/** Someone else decided the report first (409 CONFLICT): the list is read again and says so. */
function isDecidedAlready(error: unknown): boolean {
  return isApiError(error) && error.code === 'CONFLICT';
}

function toastDecidedAlready(error: unknown) {
  const state = stateOf(error);
  toast({
    type: 'warning',
    title: 'Already decided',
    message: `These figures were already decided${
      state ? `: ${METRIC_REVIEW_STATUS_LABELS[state].toLowerCase()}` : ''
    }. The list is up to date.`,
  });
}

/**
 * "Post figures" on a verified post's review page: its readings newest first (where each came from, its state, its
 * figures and engagement rate, the creator's screenshot), and for a creator's report waiting for the brand, Accept
 * (asked first: it then counts in the reports) or Dispute (with a reason the creator reads). A report someone else
 * decided meanwhile (409) is read again and said so.
 */
export function MetricReportsPanel({ contentId }: { contentId: string }) {
  const readings = usePostReadings(contentId);
  const review = useReviewReading();
  const [disputing, setDisputing] = useState<MetricSnapshot | null>(null);
  // Inside the company shell the company says who may decide; the server checks it either way.
  const context = useCompanyContext() as CompanyOutletContext | undefined;
  const canReview = context?.company ? hasPermission(context.company, 'content.approve') : true;

  const decide = (input: ReviewReadingInput) => review.mutateAsync(input);

  const accept = (reading: MetricSnapshot) =>
    confirmAction({
      title: 'Accept these figures?',
      message:
        `The figures read ${formatDate(reading.captured_at, 'dayFirstTime')} count in the campaign's reports ` +
        'from now on. This cannot be undone.',
      confirmLabel: 'Accept',
      danger: false,
      onConfirm: () =>
        void decide({ snapshotId: reading.id, move: 'ACCEPT' }).then(
          () => toast({ type: 'success', message: 'Figures accepted: they count in the reports now.' }),
          (error) => (isDecidedAlready(error) ? toastDecidedAlready(error) : toastFailure(error)),
        ),
    });

  const dispute = async (reason: string) => {
    if (!disputing) return;
    try {
      await decide({ snapshotId: disputing.id, move: 'DISPUTE', reason });
      toast({ type: 'success', message: 'Figures disputed: the creator reads your reason.' });
    } catch (error) {
      // Decided by someone else: nothing to fix in the dialog, so it closes and the list says what happened.
      if (!isDecidedAlready(error)) throw error;
      toastDecidedAlready(error);
    }
  };

  let body;
  if (readings.isPending) body = <Skeleton height={96} role="status" aria-label="Loading the post's figures" />;
  else if (readings.isError && !readings.data)
    body = (
      <ErrorState
        title="We could not load the post's figures"
        error={readings.error}
        onRetry={() => void readings.refetch()}
      />
    );
  else if (readings.data.length === 0)
    body = (
      <Text size="sm" c="dimmed" data-testid="no-readings">
        No figures yet. The creator can report them with a screenshot from their portal, or you can import a CSV on the
        reports page.
      </Text>
    );
  else
    body = (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Readings of the post">
        {readings.data.map((reading) => (
          <ReadingItem
            key={reading.id}
            reading={reading}
            evidence={readingEvidenceQuery}
            actions={
              canReview && reading.review_status === 'PENDING' ? (
                <>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => setDisputing(reading)}
                    disabled={review.isPending}
                  >
                    Dispute
                  </Button>
                  <Button size="xs" onClick={() => accept(reading)} loading={review.isPending}>
                    Accept
                  </Button>
                </>
              ) : undefined
            }
          />
        ))}
      </Stack>
    );

  const waiting = readings.data?.filter((reading) => reading.review_status === 'PENDING').length ?? 0;
  return (
    <Section
      title="Post figures"
      order={3}
      description={
        waiting > 0
          ? `${waiting === 1 ? 'A report waits' : `${waiting} reports wait`} for your review: accept or dispute.`
          : 'What the live post did, reading by reading.'
      }
      data-testid="post-figures"
    >
      {body}
      <ReasonModal
        opened={disputing !== null}
        onClose={() => setDisputing(null)}
        title="Dispute these figures?"
        message="The creator is told why and can send a new report. The disputed figures never count."
        confirmLabel="Dispute"
        schema={disputeSchema}
        onConfirm={dispute}
      />
    </Section>
  );
}
