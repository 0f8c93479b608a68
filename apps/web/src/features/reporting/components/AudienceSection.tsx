import { Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useConfigBundle } from '../../config/api/conf-all';
import { countryName } from '../../config/lib/lookups';
import type { AudienceData } from '../api/audience-data';
import { ageSlices, genderSlices, type Slices } from '../lib/chart-data';
import { formatFigure } from '../lib/format';
import { ChartFigure } from './ChartFigure';
import { AudienceDoughnut, type ChartRef } from './charts';

const SAMPLE_LABEL = 'Sample data';
const DOUGHNUT_HEIGHT = 240;

const sliceTable = (what: string, slices: Slices) => ({
  columns: [what, 'Share of the audience'],
  rows: slices.labels.map((label, i) => [label, `${formatFigure(slices.values[i])}%`]),
});

function TopList({
  title,
  shares,
  testId,
}: {
  title: string;
  shares: AudienceData['data']['countries'];
  testId: string;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id} miw={0}>
      <Stack gap="xs">
        <Title order={4} fz="md" id={id}>
          {title}
        </Title>
        {shares.length === 0 ? (
          <Text size="sm" c="dimmed">
            No data yet.
          </Text>
        ) : (
          <Stack gap={8} component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid={testId}>
            {shares.map((share) => (
              <li key={share.name}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate="end">
                    {share.name}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatFigure(share.percentage)}%
                  </Text>
                </Group>
                <Progress value={Math.min(100, share.percentage)} size="sm" aria-hidden />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

interface AudienceSectionProps {
  audience: AudienceData['data'];
  /** Keeps the drawn doughnuts for the PDF export. */
  chartRef?: (key: 'age' | 'gender') => ChartRef;
  /** The top countries and cities under the doughnuts (default true; the SME report shows the doughnuts only). */
  topLists?: boolean;
}

/**
 * The report's audience (POST /reporting/audience_data): doughnuts by age and by gender (labelled "Sample data"
 * when no creator has audience data and the spec's placeholder values are shown), and the top 5 countries and cities.
 */
export function AudienceSection({ audience, chartRef, topLists = true }: AudienceSectionProps) {
  const config = useConfigBundle().data;
  const age = ageSlices(audience.age);
  const gender = genderSlices(audience.gender);
  const badge = audience.sample ? SAMPLE_LABEL : undefined;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ChartFigure
          title="Audience by age"
          badge={badge}
          table={sliceTable('Age', age)}
          height={DOUGHNUT_HEIGHT}
          data-testid="audience-age"
        >
          <AudienceDoughnut
            slices={age}
            label="Doughnut chart of the audience by age; the figures are in the table that follows"
            chartRef={chartRef?.('age')}
          />
        </ChartFigure>
        <ChartFigure
          title="Audience by gender"
          badge={badge}
          table={sliceTable('Gender', gender)}
          height={DOUGHNUT_HEIGHT}
          data-testid="audience-gender"
        >
          <AudienceDoughnut
            slices={gender}
            label="Doughnut chart of the audience by gender; the figures are in the table that follows"
            chartRef={chartRef?.('gender')}
          />
        </ChartFigure>
      </SimpleGrid>
      {topLists && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TopList
            title="Top countries"
            shares={audience.countries.map((c) => ({ ...c, name: countryName(config, c.name) }))}
            testId="audience-countries"
          />
          <TopList title="Top cities" shares={audience.cities} testId="audience-cities" />
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function AudienceSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="status" aria-label="Loading the audience">
      <Skeleton height={DOUGHNUT_HEIGHT + 60} radius="md" />
      <Skeleton height={DOUGHNUT_HEIGHT + 60} radius="md" />
    </SimpleGrid>
  );
}
