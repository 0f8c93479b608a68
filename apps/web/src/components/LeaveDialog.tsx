import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

interface LeaveDialogProps {
  blocker: Blocker;
  /** What is lost, in a sentence ("This job has changes that are not saved. ..."). */
  message: string;
  /** Saves (as a draft, or as it is); resolves true when it was saved. */
  onSaveDraft: () => Promise<boolean>;
  saving: boolean;
  /** The save button's words ("Save draft and leave" by default). */
  saveLabel?: string;
}

/** Asked when leaving a form with unsaved changes (lib/use-leave-guard): stay, save and leave, or leave. */
export function LeaveDialog({
  blocker,
  message,
  onSaveDraft,
  saving,
  saveLabel = 'Save draft and leave',
}: LeaveDialogProps) {
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay
          </Button>
          <Button
            variant="light"
            loading={saving}
            onClick={() =>
              void onSaveDraft().then((saved) => {
                if (saved) blocker.proceed?.();
              })
            }
          >
            {saveLabel}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} disabled={saving}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
