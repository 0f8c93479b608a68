import { Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { describeError, errorReference, isApiError } from '../lib/api-client';
import { withOverlayHosts } from './overlay-hosts';

/** The four toast types of the spec. */
export type ToastType = 'success' | 'warning' | 'error' | 'default';

export interface ToastOptions {
  type?: ToastType;
  /** Required: a toast always says something. */
  message: React.ReactNode;
  title?: string;
  /** Milliseconds before it closes, or false to keep it. */
  autoClose?: number | false;
}

const STYLE: Record<ToastType, { color?: string; title: string; icon: React.ReactNode }> = {
  success: { color: 'green', title: 'Success', icon: <IconCheck size={18} aria-hidden /> },
  warning: { color: 'yellow', title: 'Warning', icon: <IconAlertTriangle size={18} aria-hidden /> },
  error: { color: 'red', title: 'Error', icon: <IconX size={18} aria-hidden /> },
  default: { color: undefined, title: 'Notice', icon: <IconInfoCircle size={18} aria-hidden /> },
};

/**
 * The toasts' store comes with their host (app/providers.tsx), which loads after the first page: neither is in the
 * login page's bundle (issue 22). A toast asked for before is shown as soon as the host is there.
 */
const toastStore = () => import('@mantine/notifications').then((m) => m.notifications);

let lastToastId = 0;

/** Shows a toast; its id. */
export function toast({ type = 'default', message, title, autoClose }: ToastOptions): string {
  const style = STYLE[type] ?? STYLE.default;
  lastToastId += 1;
  const id = `toast-${lastToastId}`;
  withOverlayHosts();
  void toastStore().then((notifications) =>
    notifications.show({
      id,
      color: style.color,
      title: title ?? style.title,
      message,
      icon: style.icon,
      autoClose: autoClose ?? (type === 'error' || type === 'warning' ? 8000 : 5000),
      'data-testid': `toast-${type}`,
      'data-toast-type': type,
      // Mantine's close button is an icon only: it needs a name for screen readers (axe button-name).
      closeButtonProps: { 'aria-label': 'Dismiss notification' },
    }),
  );
  return id;
}

/** The message, and the request's reference under it when the failure was unexpected (5xx, server not reached). */
function withReference(message: string, error: unknown): React.ReactNode {
  const reference = errorReference(error);
  if (!reference) return message;
  return (
    <>
      <span>{message}</span>
      <Text component="span" display="block" size="xs" data-testid="error-reference">
        {reference}
      </Text>
    </>
  );
}

/** An API failure as a toast: rate limits (429) as a warning with the wait time, others as an error. */
export function toastError(error: unknown, fallback?: string): string {
  const rateLimited = isApiError(error) && error.isRateLimited;
  const message = withReference(describeError(error, fallback), error);
  return toast({ type: rateLimited ? 'warning' : 'error', message });
}

/** The spec's wording when an action fails without a message from the server. */
export const ACTION_FAILED_MESSAGE = 'Something went wrong. Please try again later.';

/**
 * A failed action (resend, revoke, remove, upload...) as an error toast with the server's message,
 * else ACTION_FAILED_MESSAGE. Rate limits are already toasted centrally (main.tsx), so not twice.
 */
export function toastFailure(error: unknown): string | null {
  if (isApiError(error) && error.isRateLimited) return null;
  const message = describeError(error, ACTION_FAILED_MESSAGE) || ACTION_FAILED_MESSAGE;
  return toast({ type: 'error', message: withReference(message, error) });
}
