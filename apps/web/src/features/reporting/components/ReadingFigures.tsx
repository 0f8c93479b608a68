import { SimpleGrid, Text } from '@mantine/core';
import type { MetricSnapshot } from '@app/shared/reporting';
import { formatInteger, formatPercent } from '../../../lib/numbers';
import { FIGURE_FIELDS, FIGURE_LABELS } from '../lib/report-form';

/** A reading's figures and engagement rate as a list of terms and values, two columns on a phone. */
export function ReadingFigures({ reading }: { reading: MetricSnapshot }) {
  const rows = [
    ...FIGURE_FIELDS.map((name) => [FIGURE_LABELS[name], formatInteger(reading[name])] as const),
    ['Engagement rate', formatPercent(reading.engagement_rate)] as const,
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, xs: 3, sm: 5 }} spacing="xs" verticalSpacing={6} m={0}>
      {rows.map(([label, value]) => (
        <div key={label} data-testid="reading-figure" data-figure={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
