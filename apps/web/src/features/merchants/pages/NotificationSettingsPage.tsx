import { Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { Section } from '../../../components/Section';
import { useNotificationPreferences } from '../api/notification-preferences';
import { NotificationPreferencesForm } from '../components/NotificationPreferencesForm';

/** /profile/notifications: e-mail and in-app switches per topic. */
export function NotificationSettingsPage() {
  const prefs = useNotificationPreferences();
  return (
    <Stack gap="lg">
      <PageTitle order={2} fz="xl">
        Notification settings
      </PageTitle>
      <Section
        title="What we tell you about"
        description="Choose, per topic, whether it reaches you by e-mail, in the app, or both."
        order={3}
      >
        {prefs.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading your preferences">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : prefs.isError ? (
          <ErrorState
            title="We could not load your preferences"
            error={prefs.error}
            onRetry={() => void prefs.refetch()}
          />
        ) : (
          <NotificationPreferencesForm saved={prefs.data} />
        )}
      </Section>
    </Stack>
  );
}
