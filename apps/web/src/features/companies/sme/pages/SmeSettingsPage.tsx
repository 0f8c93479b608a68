import { Container, Paper, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { useSmeSettings } from '../../api/sme-settings';
import { SmeSettingsForm } from '../components/SmeSettingsForm';

function SettingsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading your settings">
      {[0, 1, 2].map((key) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Skeleton height={20} width="40%" />
            <Skeleton height={42} />
            <Skeleton height={42} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /sme/{sme_id}/settings: the business profile and logo, the M-Pesa number that pays and the notification choices,
 * saved with one button.
 */
export function SmeSettingsPage() {
  const { smeId = '' } = useParams();
  const settings = useSmeSettings(smeId);
  return (
    <Container size="sm" py="lg" px="md">
      <Stack gap="lg">
        <PageTitle fz={{ base: 26, sm: 32 }}>Settings</PageTitle>
        {settings.isPending ? (
          <SettingsSkeleton />
        ) : settings.isError ? (
          <ErrorState
            title="We could not load your settings"
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <SmeSettingsForm smeId={smeId} settings={settings.data} />
        )}
      </Stack>
    </Container>
  );
}
