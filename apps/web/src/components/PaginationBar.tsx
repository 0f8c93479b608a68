import { Box, Group, Pagination, Text } from '@mantine/core';
import { formatInteger } from '../lib/numbers';
import { pageBounds, pageCount } from '../lib/paging';
import { PageSizeSelect } from './PageSizeSelect';

interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  defaultPageSize: number;
  /** Shown instead of the exact total ("10,000+"). */
  totalLabel?: string;
  /** What the rows are, for the summary ("creators"). */
  noun?: string;
  disabled?: boolean;
}

/** Page numbers, the page-size selector and a "26–50 of 2,000" summary, wrapping on a phone. */
export function PaginationBar({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  defaultPageSize,
  totalLabel,
  noun = 'results',
  disabled,
}: PaginationBarProps) {
  const pages = pageCount(total, pageSize);
  const [first, last] = pageBounds(page, pageSize, total);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" data-testid="pagination-bar">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total > 0
          ? `${formatInteger(first)}–${formatInteger(last)} of ${totalLabel ?? formatInteger(total)} ${noun}`
          : `No ${noun}`}
      </Text>
      <Group gap="md" align="flex-end">
        <PageSizeSelect
          value={pageSize}
          defaultSize={defaultPageSize}
          onChange={onPageSizeChange}
          disabled={disabled}
        />
        {pages > 1 && (
          <Box component="nav" aria-label="Pages">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={onPageChange}
              size="sm"
              siblings={1}
              boundaries={1}
              disabled={disabled}
              getControlProps={(control) => ({ 'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page` })}
              getItemProps={(item) => ({
                'aria-label': `Page ${item}`,
                'aria-current': item === page ? 'page' : undefined,
              })}
            />
          </Box>
        )}
      </Group>
    </Group>
  );
}
