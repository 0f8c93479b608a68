import { Anchor, Container, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';

interface PortalPageProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** A way back (a list from its details page). */
  back?: { to: string; label: string };
  /** Beside the title (a badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A page of the logged-in portal: its heading (h1, also the tab's title) and content, narrow for phones. */
export function PortalPage({ title, description, back, aside, children }: PortalPageProps) {
  return (
    <Container size="sm" py="md" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to={back.to} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {back.label}
            </Group>
          </Anchor>
        )}
        <Stack gap={4}>
          <Group justify="space-between" align="center" gap="xs">
            <PageTitle order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </PageTitle>
            {aside}
          </Group>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** Rows of placeholders while a list loads, announced as loading. */
export function ListSkeleton({ label, rows = 3, height = 72 }: { label: string; rows?: number; height?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** An empty list: what would be here, and why it is not yet. */
export function EmptyBlock({
  icon,
  title,
  description,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <EmptyState icon={icon} withIndicatorBackground title={title} description={description} data-testid={testId}>
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
