import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ASSIGNMENT_STATUS_LABELS, type Assignment, type AssignmentStatus } from '@app/shared/assignments';
import { ErrorState } from '../../../../components/ErrorState';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { useAssignments } from '../../api/creator-assignments';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { channelLabel, postsLabel } from '../../../creator-accounts/lib/labels';
import { formatMoney } from '../../../../lib/money';
import { EmptyBlock, ListSkeleton, PortalPage } from '../../../creator-accounts/components/PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from '../../../creator-accounts/components/ProfileIncomplete';

const STATUS_COLORS: Record<AssignmentStatus, string> = {
  AWAITING_CONTRACT: 'yellow',
  ACTIVE: 'indigo',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};

function AssignmentCard({ assignment }: { assignment: Assignment }) {
  const config = useConfigBundle();
  const title = assignment.campaign?.name ?? assignment.job?.name ?? (assignment.source === 'JOB' ? 'Job' : 'Campaign');
  // Campaign work links to its invitation, job work to the bid it was agreed on.
  const link = assignment.campaign
    ? paths.creator.invitation(assignment.campaign.id)
    : assignment.job
      ? paths.creator.bid(assignment.job.bid_id)
      : null;
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="assignment-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md">
            {link ? (
              <Link to={link} style={{ color: 'inherit' }}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Title>
          <Badge color={STATUS_COLORS[assignment.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {ASSIGNMENT_STATUS_LABELS[assignment.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {channelLabel(config.data, assignment.channel)}:{' '}
          {postsLabel(config.data, assignment.channel, assignment.post_content_type, assignment.posts)}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            Agreed {formatDate(assignment.created_at, 'dayFirstTime')}
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(assignment.amount_minor, assignment.currency)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** /creator/work: the agreed work, one row per task of an accepted invitation. */
export function CreatorWorkPage() {
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const assignments = useAssignments(complete);
  const title = 'Work';

  if ((profile.data && !complete) || (assignments.isError && isProfileIncompleteError(assignments.error))) {
    return (
      <PortalPage title={title}>
        <ProfileIncomplete what="assignments" />
      </PortalPage>
    );
  }
  return (
    <PortalPage title={title} description="What you agreed to post, and what you are paid for it.">
      {profile.isError ? (
        <ErrorState
          title="We could not load your profile"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : assignments.isError ? (
        <ErrorState
          title="We could not load your work"
          error={assignments.error}
          onRetry={() => void assignments.refetch()}
        />
      ) : !assignments.data ? (
        <ListSkeleton label="Loading your work" />
      ) : assignments.data.length === 0 ? (
        <EmptyBlock
          icon={<IconBriefcase size={28} aria-hidden />}
          title="No work yet"
          description="Accept an invitation and its tasks show here."
          testId="work-empty"
        />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your work">
          {assignments.data.map((assignment) => (
            <AssignmentCard key={assignment.id} assignment={assignment} />
          ))}
        </Stack>
      )}
    </PortalPage>
  );
}
