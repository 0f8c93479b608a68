import { PortalPage } from '../../../creator-accounts/components/PortalPage';
import { NotificationsView } from '../../components/NotificationsView';
import { CREATOR_TOPICS } from '../../lib/format';

/** /creator/notifications: the creator's notifications, newest first, by topic or unread only, a page at a time. */
export function CreatorNotificationsPage() {
  return (
    <PortalPage
      title="Notifications"
      description="Answers to your bids, reviews of your content and news of your campaigns. Open one to go to it."
    >
      <NotificationsView audience="creator" topics={CREATOR_TOPICS} />
    </PortalPage>
  );
}
