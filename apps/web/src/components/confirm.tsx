import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { withOverlayHosts } from './overlay-hosts';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get a red confirm button. */
  danger?: boolean;
  onConfirm: () => void;
}

/** Asks before a destructive or far-reaching action; the cancel button has the focus first. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = true,
  onConfirm,
}: ConfirmOptions): void {
  // The modals' host may not be mounted yet (it loads after the first page): the dialog opens once it is.
  withOverlayHosts(() =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color: danger ? 'red' : undefined, 'data-testid': 'confirm-action' },
      cancelProps: { 'data-autofocus': true },
      onConfirm,
    }),
  );
}
