import { Anchor, EmptyState, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification } from '@app/shared/notifications';
import { Section } from '../../../components/Section';
import { paths } from '../../../lib/paths';
import { useMarkNotificationRead } from '../../notifications/api/read';
import { NotificationItem } from '../../notifications/components/NotificationItem';
import { dashboardKeys } from '../api/company-dashboard';

/** The caller's latest notifications, each opening its page (and read by opening it), with a link to them all. */
export function LatestNotifications({
  companyId,
  notifications,
}: {
  companyId: string;
  notifications: Notification[];
}) {
  const queryClient = useQueryClient();
  const markRead = useMarkNotificationRead('merchant');
  const open = (notification: Notification) => {
    if (notification.read_at) return;
    markRead.mutate(notification.id, {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    });
  };
  return (
    <Section
      title="Latest notifications"
      actions={
        <Anchor component={Link} to={paths.company.notifications(companyId)} size="sm">
          All notifications
        </Anchor>
      }
    >
      {notifications.length ? (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={open} compact />
            </li>
          ))}
        </Stack>
      ) : (
        <EmptyState
          icon={<IconBell size={28} aria-hidden />}
          title="No notifications yet"
          description="Bids, content to review, payments and campaign news show here."
          size="sm"
          withIndicatorBackground
          data-testid="notifications-empty"
        />
      )}
    </Section>
  );
}
