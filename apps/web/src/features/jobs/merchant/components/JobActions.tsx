import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarPlus, IconPencil, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { JOB_TRANSITIONS, type Job } from '@app/shared/jobs';
import { movesFrom } from '@app/shared/state-machine';
import { confirmAction } from '../../../../components/confirm';
import { DateField } from '../../../../components/DateField';
import { toast, toastFailure } from '../../../../components/toast';
import { describeError, isApiError } from '../../../../lib/api-client';
import { dayjs, FIELD_VALUE_FORMATS, isFieldValue } from '../../../../lib/dates';
import { paths, queryString } from '../../../../lib/paths';
import { useUpdateJob } from '../../api/update-job';
import { editable, instant } from '../lib/form-values';

interface JobActionsProps {
  companyId: string;
  job: Job;
  /** The job's country zone; the browser's when unknown. */
  zone: string | null;
  /** Whether the caller may change the job (job.create on its brand). */
  mayEdit: boolean;
}

/** Closes a job with an optional reason (its open bids are rejected with it). */
function CloseJobModal({ job, opened, onClose }: { job: Job; opened: boolean; onClose: () => void }) {
  const update = useUpdateJob();
  const [reason, setReason] = useState('');
  const close = async () => {
    try {
      await update.mutateAsync({
        job_id: job.id,
        action: 'CLOSE',
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      toast({ type: 'success', message: `"${job.name}" is closed.` });
      onClose();
    } catch (error) {
      toastFailure(error);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Close this job?" centered>
      <Stack gap="md">
        <Text size="sm">
          Creators can no longer bid on it, and{' '}
          {job.bids_count ? 'its ongoing bids are rejected with your reason' : 'it cannot be opened again'}. Agreed bids
          stay agreed.
        </Text>
        <Textarea
          label="Reason"
          description="Optional; creators with an ongoing bid see it."
          maxLength={500}
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void close()} loading={update.isPending} data-testid="confirm-close-job">
            Close the job
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Moves the bid end date later, as a day and a time in the job's country zone. */
function ExtendJobModal({
  job,
  zone,
  opened,
  onClose,
}: {
  job: Job;
  zone: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdateJob();
  const local = (iso: string) => (zone ? dayjs(iso).tz(zone) : dayjs(iso));
  const current = local(job.bid_end_date);
  const [day, setDay] = useState(current.format(FIELD_VALUE_FORMATS.date));
  const [time, setTime] = useState(current.format(FIELD_VALUE_FORMATS.time));
  const [error, setError] = useState<string | null>(null);
  const today = local(new Date().toISOString()).format(FIELD_VALUE_FORMATS.date);

  const extend = async () => {
    const at = instant(day, time, zone ?? dayjs.tz.guess());
    if (!isFieldValue('date', day) || !isFieldValue('time', time) || !at)
      return setError('Choose the new day and time');
    if (Date.parse(at) <= Date.now()) return setError('Choose a moment in the future');
    if (Date.parse(at) <= Date.parse(job.bid_start_date)) return setError('Bidding must end after it starts');
    setError(null);
    try {
      await update.mutateAsync({ job_id: job.id, action: 'EXTEND', bid_end_date: at });
      toast({ type: 'success', message: 'The bid end date is moved.' });
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.field === 'bid_end_date') setError(describeError(failure));
      else toastFailure(failure);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Extend the bid end date" centered>
      <Stack gap="md">
        <Text size="sm">Creators can bid until the new moment{zone ? ` (${zone} time)` : ''}.</Text>
        <SimpleGrid cols={2} spacing="sm">
          <DateField label="New end day" required value={day} onChange={setDay} min={today} error={error} />
          <DateField label="New end time" mode="time" required value={time} onChange={setTime} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void extend()} loading={update.isPending} data-testid="confirm-extend-job">
            Extend
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Publish (a draft), edit (no bid yet), close (with a reason) and extend the bid end date (open jobs). */
export function JobActions({ companyId, job, zone, mayEdit }: JobActionsProps) {
  const publish = useUpdateJob();
  const [dialog, setDialog] = useState<'close' | 'extend' | null>(null);
  const moves = movesFrom(JOB_TRANSITIONS, job.status, 'BRAND');
  if (!mayEdit || !moves.length) return null;

  const askPublish = () =>
    confirmAction({
      title: 'Publish this job?',
      message: 'Creators who match it can see it and bid until its bid end date.',
      confirmLabel: 'Publish',
      danger: false,
      onConfirm: () => {
        publish.mutate(
          { job_id: job.id, action: 'PUBLISH' },
          {
            onSuccess: () => toast({ type: 'success', message: `"${job.name}" is published.` }),
            onError: (error) => toastFailure(error),
          },
        );
      },
    });

  return (
    <>
      <Group gap="sm" wrap="wrap">
        {moves.includes('PUBLISH') && (
          <Button
            onClick={askPublish}
            loading={publish.isPending}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
          >
            Publish
          </Button>
        )}
        {editable(job) && (
          <Button
            component={Link}
            to={`${paths.company.startJob(companyId)}${queryString({ job_id: job.id })}`}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Button>
        )}
        {/* A draft's bid window changes in its form (Edit); Extend bidding is for a published job. */}
        {moves.includes('EXTEND') && !moves.includes('PUBLISH') && (
          <Button
            variant="default"
            onClick={() => setDialog('extend')}
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
          >
            Extend bidding
          </Button>
        )}
        {moves.includes('CLOSE') && (
          <Button
            variant="light"
            color="red"
            onClick={() => setDialog('close')}
            leftSection={<IconX size={16} aria-hidden />}
          >
            Close job
          </Button>
        )}
      </Group>
      <CloseJobModal job={job} opened={dialog === 'close'} onClose={() => setDialog(null)} />
      {dialog === 'extend' && <ExtendJobModal job={job} zone={zone} opened onClose={() => setDialog(null)} />}
    </>
  );
}
