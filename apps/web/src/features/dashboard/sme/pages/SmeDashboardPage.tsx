import { Button, Container, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { paths } from '../../../../lib/paths';
import { useSmeDashboard } from '../../api/sme-dashboard';
import { ContentWaiting } from '../components/ContentWaiting';
import { RecentCampaigns } from '../components/RecentCampaigns';
import { SmeStatCards, SmeStatCardsSkeleton } from '../components/SmeStatCards';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-hidden data-testid={`${label}-loading`}>
      {[0, 1, 2].map((key) => (
        <Paper key={key} withBorder radius="md" px="md" py="sm">
          <Skeleton height={16} width="55%" mb={6} />
          <Skeleton height={12} width="35%" />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /sme/{sme_id}/dashboard: where the owner lands after signing up or in, phone first. Create campaign first; then the
 * last 30 days' reach, engagement, active campaigns and creators, each against the 30 days before; the latest
 * campaigns (each opens its report); and the content waiting for approval (each opens its review in Contents).
 */
export function SmeDashboardPage() {
  const { smeId = '' } = useParams();
  const dashboard = useSmeDashboard(smeId);
  const data = dashboard.data;

  return (
    <Container size="lg" py="lg" px="md">
      <Stack gap="xl">
        <Group justify="space-between" align="center" gap="sm">
          <PageTitle fz={{ base: 26, sm: 32 }}>Dashboard</PageTitle>
          <Button
            component={Link}
            to={paths.sme.company.createCampaign(smeId)}
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            data-testid="sme-create-campaign"
          >
            Create campaign
          </Button>
        </Group>
        {dashboard.isError && !data ? (
          <ErrorState
            title="We could not load your dashboard"
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <>
            {dashboard.isError && (
              <ErrorState
                title="We could not refresh your dashboard: it is shown as it was"
                error={dashboard.error}
                onRetry={() => void dashboard.refetch()}
              />
            )}
            <Block title="Your last 30 days" testId="sme-dashboard-stats">
              {data ? <SmeStatCards stats={data.stats} /> : <SmeStatCardsSkeleton />}
            </Block>
            <Block title="Content waiting for approval" testId="sme-dashboard-waiting">
              {data ? (
                <ContentWaiting smeId={smeId} waiting={data.content_waiting} />
              ) : (
                <ListSkeleton label="waiting" />
              )}
            </Block>
            <Block title="Recent campaigns" testId="sme-dashboard-campaigns">
              {data ? (
                <RecentCampaigns smeId={smeId} campaigns={data.recent_campaigns} />
              ) : (
                <ListSkeleton label="campaigns" />
              )}
            </Block>
          </>
        )}
      </Stack>
    </Container>
  );
}
