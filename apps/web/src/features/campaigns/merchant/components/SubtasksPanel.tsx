import { ActionIcon, Badge, Button, CloseButton, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsSplit2, IconCalendarEvent, IconTrash } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import type { Campaign, Subtask } from '@app/shared/campaigns';
import { confirmAction } from '../../../../components/confirm';
import { ErrorState } from '../../../../components/ErrorState';
import { toast } from '../../../../components/toast';
import { isApiError } from '../../../../lib/api-client';
import { useDeleteSubtask } from '../../api/delete-subtask';
import { useRemoveSubtaskCreator } from '../../api/remove-subtask-creator';
import { useSubtasks } from '../../api/subtasks';
import { useUpdateSubtask } from '../../api/update-subtask';
import { campaignDate } from '../../lib/format';
import { SplitSubtasksModal } from './SplitSubtasksModal';
import { SubtaskDatePicker } from './SubtaskDatePicker';
import {
  endDateProblem,
  isSubtaskFieldError,
  showFieldValue,
  subtaskBounds,
  subtaskFailureMessage,
  subtasksCanChange,
  toastSubtaskFailure,
  toFieldValue,
  toIsoDate,
  type SubtaskBounds,
} from './subtask-form';

type Deliverable = Campaign['deliverables'][number];
type PanelCampaign = Pick<Campaign, 'id' | 'start_date' | 'end_date' | 'timezone' | 'campaign_status_for_merchant'>;

/** The inline end date change: a picker within the campaign's dates, Save and Cancel. */
function EndDateEditor({
  label,
  initial,
  bounds,
  pending,
  serverError,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  bounds: SubtaskBounds;
  pending: boolean;
  serverError: string | null;
  onSave: (value: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const refused = endDateProblem(value, bounds);
    setProblem(refused);
    if (refused) return;
    if (value === initial) onCancel();
    else onSave(value);
  };
  return (
    <form noValidate onSubmit={save} style={{ flex: '1 1 260px' }}>
      <Group align="flex-start" gap="xs">
        <SubtaskDatePicker
          label={label}
          value={value}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
          bounds={bounds}
          error={problem ?? serverError}
          disabled={pending}
          data-testid="subtask-end-date-picker"
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" size="xs" loading={pending}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}

function SubtaskRow({
  subtask,
  number,
  campaign,
  taskId,
  bounds,
  editable,
}: {
  subtask: Subtask;
  number: number;
  campaign: PanelCampaign;
  taskId: string;
  bounds: SubtaskBounds;
  editable: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [dateError, setDateError] = useState<string | null>(null);
  const update = useUpdateSubtask(campaign.id, taskId);
  const removal = useDeleteSubtask(campaign.id, taskId);
  const creatorRemoval = useRemoveSubtaskCreator(campaign.id, taskId);
  const busy = update.isPending || removal.isPending || creatorRemoval.isPending;
  const name = `Subtask ${number}`;
  const due = campaignDate(subtask.end_date, campaign.timezone);

  // mutateAsync: the answer is handled even when the row has gone from the list meanwhile (a removed subtask).
  const saveDate = (value: string) => {
    setDateError(null);
    update.mutateAsync({ subtaskId: subtask.id, endDate: toIsoDate(value, bounds.zone) }).then(
      () => {
        toast({ type: 'success', message: `${name} is now due ${showFieldValue(value)}.` });
        setEditing(false);
      },
      (error: unknown) => {
        if (isSubtaskFieldError(error)) setDateError(subtaskFailureMessage(error));
        else {
          toastSubtaskFailure(error);
          if (isApiError(error) && error.code !== 'VALIDATION') setEditing(false);
        }
      },
    );
  };

  const askRemove = () =>
    confirmAction({
      title: 'Remove this subtask?',
      message: subtask.influencers.length
        ? `${name}, due ${due}, will be removed for ${subtask.influencers.map((c) => c.name).join(', ')}.`
        : `${name}, due ${due}, will be removed.`,
      confirmLabel: 'Remove subtask',
      onConfirm: () =>
        void removal
          .mutateAsync(subtask.id)
          .then(() => toast({ type: 'success', message: `The subtask due ${due} was removed.` }), toastSubtaskFailure),
    });

  const askRemoveCreator = (creator: Subtask['influencers'][number]) =>
    confirmAction({
      title: `Remove ${creator.name} from this subtask?`,
      message: `${creator.name} will no longer owe the post due ${due}. Their other subtasks stay as they are.`,
      confirmLabel: 'Remove creator',
      onConfirm: () =>
        void creatorRemoval
          .mutateAsync({ subtaskId: subtask.id, creatorId: creator.id })
          .then(
            () => toast({ type: 'success', message: `${creator.name} was taken off the subtask due ${due}.` }),
            toastSubtaskFailure,
          ),
    });

  return (
    <Paper component="li" withBorder radius="sm" p="xs" aria-label={`${name}, due ${due}`} data-testid="subtask">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          {editing ? (
            <EndDateEditor
              label={`New end date of ${name.toLowerCase()}`}
              initial={toFieldValue(subtask.end_date, bounds.zone)}
              bounds={bounds}
              pending={update.isPending}
              serverError={dateError}
              onSave={saveDate}
              onCancel={() => {
                setDateError(null);
                setEditing(false);
              }}
            />
          ) : (
            <Text size="sm">
              <Text span fw={500} inherit>
                {name}
              </Text>{' '}
              <Text span c="dimmed" inherit>
                due
              </Text>{' '}
              <span data-testid="subtask-end-date">{due}</span>
            </Text>
          )}
          {editable && !editing && (
            <Group gap={4}>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconCalendarEvent size={14} aria-hidden />}
                aria-label={`Change end date of ${name.toLowerCase()}`}
                disabled={busy}
                onClick={() => setEditing(true)}
              >
                Change end date
              </Button>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Remove ${name.toLowerCase()}`}
                loading={removal.isPending}
                disabled={busy}
                onClick={askRemove}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {subtask.influencers.length > 0 ? (
          <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Creators of ${name}`}>
            {subtask.influencers.map((creator) => (
              <li key={creator.id}>
                <Badge
                  variant="light"
                  color="gray"
                  tt="none"
                  size="lg"
                  fw={500}
                  pr={editable ? 4 : undefined}
                  rightSection={
                    editable ? (
                      <CloseButton
                        size="xs"
                        aria-label={`Remove ${creator.name} from ${name.toLowerCase()}`}
                        disabled={busy}
                        onClick={() => askRemoveCreator(creator)}
                      />
                    ) : undefined
                  }
                >
                  {creator.name}
                </Badge>
              </li>
            ))}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            No creators on this subtask.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

interface SubtasksPanelProps {
  campaign: PanelCampaign;
  deliverable: Deliverable;
  /** The deliverable as people know it ("Instagram · Reel"). */
  title: string;
  /** The caller may change the campaign (campaign.create); the API answers 403 otherwise. */
  mayEdit: boolean;
}

/**
 * A deliverable's subtasks (GET /campaigns/{id}/tasks/{task_id}/subtasks): each one post due by its end date (shown in
 * the campaign's zone) for some of the deliverable's creators. Whoever may change the campaign splits the deliverable,
 * moves an end date inline, removes a subtask or a creator from one (both after a confirmation), while the campaign is
 * upcoming or ongoing.
 */
export function SubtasksPanel({ campaign, deliverable, title, mayEdit }: SubtasksPanelProps) {
  const subtasks = useSubtasks(campaign.id, deliverable.id);
  const [splitting, setSplitting] = useState(false);
  const canChange = subtasksCanChange(campaign.campaign_status_for_merchant);
  const editable = mayEdit && canChange;
  const bounds = useMemo(() => subtaskBounds(campaign), [campaign]);

  let body;
  if (subtasks.isPending) {
    body = (
      <Stack gap={6} role="status" aria-label={`Loading the subtasks of ${title}`}>
        <Skeleton height={38} />
        <Skeleton height={38} />
      </Stack>
    );
  } else if (subtasks.isError) {
    body = (
      <ErrorState
        title="We could not load the subtasks"
        error={subtasks.error}
        onRetry={() => void subtasks.refetch()}
      />
    );
  } else if (subtasks.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed" data-testid="subtasks-empty">
        Not split into subtasks yet.
        {editable ? ' Split it to give each post its own end date and creators.' : ''}
      </Text>
    );
  } else {
    body = (
      <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Subtasks of ${title}`}>
        {subtasks.data.map((subtask, index) => (
          <SubtaskRow
            key={subtask.id}
            subtask={subtask}
            number={index + 1}
            campaign={campaign}
            taskId={deliverable.id}
            bounds={bounds}
            editable={editable}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" data-testid="subtasks">
      <Group justify="space-between" gap="xs">
        <Title order={5} fz="sm">
          Subtasks
        </Title>
        {editable && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconArrowsSplit2 size={14} aria-hidden />}
            onClick={() => setSplitting(true)}
          >
            Split into subtasks
          </Button>
        )}
      </Group>
      {body}
      {mayEdit && !canChange && (
        <Text size="xs" c="dimmed">
          The campaign is over, so its subtasks can no longer change.
        </Text>
      )}
      {editable && splitting && (
        <SplitSubtasksModal
          campaign={campaign}
          deliverable={deliverable}
          title={title}
          onClose={() => setSplitting(false)}
        />
      )}
    </Stack>
  );
}
