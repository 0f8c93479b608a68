import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

interface LeaveDialogProps {
  blocker: Blocker;
  /** Saves the job as a draft; resolves true when it was saved. */
  onSaveDraft: () => Promise<boolean>;
  saving: boolean;
  /** The save button's words ("Save draft and leave" by default). */
  saveLabel?: string;
}

/** Asked when leaving the job form with unsaved changes: stay, save a draft and leave, or leave. */
export function LeaveDialog({ blocker, onSaveDraft, saving, saveLabel = 'Save draft and leave' }: LeaveDialogProps) {
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          This job has changes that are not saved. Save them to finish later, or leave and lose them.
        </Text>
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
