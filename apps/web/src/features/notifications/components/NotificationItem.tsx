import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@app/shared/notifications';
import { appLink, exactTime, timeAgo } from '../lib/format';
import classes from './NotificationItem.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Opening it (following its link) reads it. */
  onOpen: (notification: Notification) => void;
  /** The bell's shorter rows (the body on two lines at most). */
  compact?: boolean;
}

/**
 * One notification: its title (bold and marked while unread), body and how long ago; the whole row is a link to
 * its page (a path of this app; without one, a button that only reads it).
 */
export function NotificationItem({ notification, onOpen, compact = false }: NotificationItemProps) {
  const unread = notification.read_at === null;
  const link = appLink(notification.link);
  const content = (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Box aria-hidden className={classes.dot} />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={unread ? 700 : 500} lineClamp={compact ? 2 : undefined}>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notification.title}
        </Text>
        {notification.body && (
          <Text size="sm" c="dimmed" lineClamp={compact ? 2 : undefined}>
            {notification.body}
          </Text>
        )}
        {/* How long ago moves on between a page's render on the server and the browser's takeover (app/prerender.tsx):
            its text may differ, and stays until the next render. */}
        <Text size="xs" c="dimmed" title={exactTime(notification.created_at)} suppressHydrationWarning>
          {timeAgo(notification.created_at)}
        </Text>
      </Stack>
    </Group>
  );
  const props = {
    className: classes.item,
    onClick: () => onOpen(notification),
    'data-testid': 'notification-item',
    'data-unread': unread ? 'true' : 'false',
  };
  return link ? (
    <UnstyledButton component={Link} to={link} {...props}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton {...props}>{content}</UnstyledButton>
  );
}
