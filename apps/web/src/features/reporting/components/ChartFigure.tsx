import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense, useId, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

export interface ChartTable {
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

interface ChartFigureProps {
  title: string;
  description?: string;
  /** A label beside the title ("Sample data"). */
  badge?: string;
  /** The chart's figures as a table, for screen readers (the canvas is an image). */
  table: ChartTable;
  /** The chart's height in pixels (Chart.js fills its box). */
  height: number;
  children: ReactNode;
  'data-testid'?: string;
}

/** A chart whose code did not load (offline, a new release): a quiet note and a retry, never a broken page. */
function ChartFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack gap="xs" align="flex-start" justify="center" h="100%" role="status">
      <Text size="sm" c="dimmed">
        The chart did not load.
      </Text>
      <Button size="compact-xs" variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

/**
 * A chart in a bordered box with its heading and a visually hidden table of its figures; while the charts' code
 * loads, a skeleton of the chart's size.
 */
export function ChartFigure({ title, description, badge, table, height, children, ...rest }: ChartFigureProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={id}
      data-testid={rest['data-testid']}
      miw={0}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Title order={4} fz="md" id={id}>
              {title}
            </Title>
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {badge && (
            <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }} data-testid="sample-badge">
              {badge}
            </Badge>
          )}
        </Group>
        <div style={{ position: 'relative', height, minWidth: 0 }}>
          {/* The chart's code loads on demand: a failed download says so here, the rest of the report stays. */}
          <ErrorBoundary fallbackRender={({ resetErrorBoundary }) => <ChartFailed onRetry={resetErrorBoundary} />}>
            <Suspense fallback={<Skeleton height={height} radius="sm" aria-hidden />}>{children}</Suspense>
          </ErrorBoundary>
        </div>
        <VisuallyHidden>
          <Table>
            <caption>{title}</caption>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, index) => (
                <Table.Tr key={index}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <Table.Th key={i} scope="row">
                        {cell}
                      </Table.Th>
                    ) : (
                      <Table.Td key={i}>{cell}</Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
