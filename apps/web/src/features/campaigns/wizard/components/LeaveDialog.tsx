import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

interface LeaveDialogProps {
  blocker: Blocker;
  /** Saves the draft; resolves true when it was saved. */
  onSaveDraft: () => Promise<boolean>;
  saving: boolean;
}

/** Asked when leaving the wizard with unsaved changes: stay, save the draft and leave, or leave. */
export function LeaveDialog({ blocker, onSaveDraft, saving }: LeaveDialogProps) {
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Stack gap="md">
        <Text size="sm">
          This campaign has changes that are not saved. Save it as a draft to finish it later, or leave and lose them.
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
            Save draft and leave
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} disabled={saving}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
