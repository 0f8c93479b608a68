import { Alert, Button, EmptyState, Paper } from '@mantine/core';
import { IconBuildingStore, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** The company has no brand to write a brief for. */
export function NoBrandNotice({ companyId }: { companyId: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        icon={<IconBuildingStore size={32} aria-hidden />}
        withIndicatorBackground
        title="No brands yet"
        description="Briefs belong to a brand. Add a brand to this company, then write its briefs here."
        data-testid="briefs-no-brand"
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.company.dashboard(companyId)} variant="default">
            Go to the dashboard
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** The caller's role does not let them write briefs (the API would refuse it too). */
export function NoBriefWriteNotice({ companyId }: { companyId: string }) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={18} aria-hidden />}
      title="You cannot write briefs here"
      data-testid="briefs-read-only"
    >
      Your role lets you read this company's briefs, not write them. Ask an owner or admin for access.{' '}
      <Button component={Link} to={paths.company.briefs(companyId)} variant="subtle" size="compact-sm">
        Back to the briefs
      </Button>
    </Alert>
  );
}
