import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification } from '@app/shared/notifications';
import { toastFailure } from '../../../components/toast';
import { USER_MENU_Z_INDEX } from '../../../lib/constants';
import { LATEST_QUERY, type NotificationAudience } from '../api/keys';
import { useNotifications } from '../api/list';
import { useMarkNotificationRead } from '../api/read';
import { useMarkAllNotificationsRead } from '../api/read-all';
import { NotificationItem } from './NotificationItem';

/** What shows up in the bell, for its empty state. */
export const EMPTY_HINT: Record<NotificationAudience, string> = {
  merchant: 'Bids, content to approve and campaign news show here.',
  creator: 'Answers to your bids, reviews of your content and invitations show here.',
};

/** The badge's text: the count, "99+" past 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

interface NotificationBellProps {
  audience: NotificationAudience;
  /** The notifications page ("See all"); none when there is no page to go to yet (a merchant without a company). */
  seeAllPath: string | null;
}

/**
 * The header's bell: the unread count on it, and a popover with the latest ten (each a link to its page that reads
 * it), "Mark all read" and "See all". The live stream keeps the count and the list current (lib/use-notification-
 * stream.ts), so it changes without a reload.
 */
export function NotificationBell({ audience, seeAllPath }: NotificationBellProps) {
  const [opened, popover] = useDisclosure(false);
  const latest = useNotifications(audience, LATEST_QUERY);
  const markRead = useMarkNotificationRead(audience);
  const markAll = useMarkAllNotificationsRead(audience);
  const unread = latest.data?.unread_count ?? 0;
  const notifications = latest.data?.results ?? [];

  const open = (notification: Notification) => {
    popover.close();
    if (notification.read_at === null) markRead.mutate(notification.id);
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? popover.open() : popover.close())}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
      zIndex={USER_MENU_Z_INDEX}
    >
      <Popover.Target>
        {/* The popover names itself after its target: the button, whose label says the count. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={popover.toggle}
          aria-label={`Notifications, ${unread} unread`}
        >
          <Indicator
            label={badgeText(unread)}
            disabled={unread === 0}
            size={16}
            offset={2}
            color="red"
            inline
            data-testid="notification-badge"
          >
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
          <Text fw={700}>Notifications</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (error) => void toastFailure(error) })}
          >
            Mark all read
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={420} type="auto">
          {latest.isPending ? (
            <Group justify="center" p="md" role="status" aria-label="Loading notifications">
              <Loader size="sm" />
            </Group>
          ) : latest.isError && !latest.data ? (
            <Stack gap="xs" p="md" align="flex-start">
              <Text size="sm" c="red">
                We could not load your notifications.
              </Text>
              <Button size="compact-sm" variant="light" onClick={() => void latest.refetch()}>
                Try again
              </Button>
            </Stack>
          ) : notifications.length === 0 ? (
            <Text size="sm" c="dimmed" p="md" data-testid="notifications-bell-empty">
              No notifications yet. {EMPTY_HINT[audience]}
            </Text>
          ) : (
            <Stack component="ul" gap={2} p={4} m={0} style={{ listStyle: 'none' }} aria-label="Latest notifications">
              {notifications.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={open} compact />
                </li>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
        {seeAllPath && (
          <>
            <Divider />
            <Group justify="center" p="xs">
              <Anchor component={Link} to={seeAllPath} size="sm" fw={600} onClick={popover.close}>
                See all
              </Anchor>
            </Group>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
