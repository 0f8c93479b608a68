import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FormError } from '../../../../components/FormError';

interface ConfirmMoveModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the move does, above the buttons. */
  message: ReactNode;
  confirmLabel: string;
  /** A red confirm button (withdrawing). */
  danger?: boolean;
  /** An optional reason field (withdrawing): sent when filled in. */
  withReason?: boolean;
  /** Makes the move; a rejection keeps the modal open with the server's message. */
  onConfirm: (reason?: string) => Promise<unknown>;
}

/** Asks before a move that ends or settles a bid (accept, withdraw); Cancel has the focus first. */
export function ConfirmMoveModal({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  danger = false,
  withReason = false,
  onConfirm,
}: ConfirmMoveModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm(reason.trim() || undefined);
      setReason('');
      onClose();
    } catch (cause) {
      setError(cause);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        {withReason && (
          <Textarea
            label="Reason (optional)"
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        <FormError error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={pending}
            onClick={() => void confirm()}
            data-testid="confirm-move"
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
