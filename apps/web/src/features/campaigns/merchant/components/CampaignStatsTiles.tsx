import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { ErrorState } from '../../../../components/ErrorState';
import { formatInteger, formatPercent } from '../../../../lib/numbers';
import { useCampaignStats } from '../../api/campaign-stats';
import { formatMoney } from '../../../../lib/money';

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * GET /campaigns/{id}/stats as tiles: budget spent, creators allocated, posts under review, verified, in all, verified
 * content %.
 */
export function CampaignStatsTiles({ campaignId, currency }: { campaignId: string; currency: string }) {
  const stats = useCampaignStats(campaignId);
  if (stats.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" role="status" aria-label="Loading the figures">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (stats.isError)
    return (
      <ErrorState title="We could not load the figures" error={stats.error} onRetry={() => void stats.refetch()} />
    );
  const data = stats.data;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="campaign-stats">
      <Tile label="Budget spent" value={formatMoney(data.budget_spent_minor, currency)} testId="stat-budget-spent" />
      <Tile label="Creators allocated" value={formatInteger(data.influencers_allocated)} testId="stat-creators" />
      <Tile label="Posts under review" value={formatInteger(data.posts_under_review)} testId="stat-under-review" />
      <Tile label="Posts verified" value={formatInteger(data.posts_verified)} testId="stat-verified" />
      <Tile label="Total posts" value={formatInteger(data.total_posts_count)} testId="stat-total-posts" />
      <Tile
        label="Verified content"
        value={formatPercent(data.verified_content_percent)}
        testId="stat-verified-percent"
      />
    </SimpleGrid>
  );
}
