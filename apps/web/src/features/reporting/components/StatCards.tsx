import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CampaignMetricsResponse } from '@app/shared/reporting';
import { formatEngagement, formatFigure, formatStat } from '../lib/format';

type Totals = CampaignMetricsResponse['data']['totals'];

function StatCard({ label, value, exact, testId }: { label: string; value: string; exact: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* The compact figure (spec); the exact one on hover. */}
      <Text fw={700} fz={{ base: 24, sm: 28 }} title={exact} data-testid="stat-value">
        {value}
      </Text>
    </Paper>
  );
}

/** The stat cards' figures (spec section 2): total reach and views as compact numbers, engagement with %. */
export function statFigures(totals: Totals): Array<{ key: string; label: string; value: string; exact: string }> {
  return [
    { key: 'reach', label: 'Total reach', value: formatStat(totals.reach), exact: formatFigure(totals.reach) },
    { key: 'views', label: 'Total views', value: formatStat(totals.views), exact: formatFigure(totals.views) },
    {
      key: 'engagement',
      label: 'Engagement rate',
      value: formatEngagement(totals.engagement_rate),
      exact: formatEngagement(totals.engagement_rate),
    },
  ];
}

function Grid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      spacing="sm"
      role={label ? 'status' : undefined}
      aria-label={label}
      data-testid={label ? undefined : 'stat-cards'}
    >
      {children}
    </SimpleGrid>
  );
}

export function StatCards({ totals }: { totals: Totals }) {
  return (
    <Grid>
      {statFigures(totals).map((figure) => (
        <StatCard
          key={figure.key}
          label={figure.label}
          value={figure.value}
          exact={figure.exact}
          testId={`stat-${figure.key}`}
        />
      ))}
    </Grid>
  );
}

export function StatCardsSkeleton() {
  return (
    <Grid label="Loading the figures">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={84} radius="md" />
      ))}
    </Grid>
  );
}
