import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Assignment } from '@app/shared/assignments';
import { ErrorState } from '../../../../components/ErrorState';
import { formatDate } from '../../../../lib/dates';
import { useConfigBundle } from '../../../config/api/conf-all';
import { useAssignments } from '../../api/creator-assignments';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { channelLabel, postsLabel } from '../../../creator-accounts/lib/labels';
import { formatMoney } from '../../../../lib/money';
import { EmptyBlock, ListSkeleton, PortalPage } from '../../../creator-accounts/components/PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from '../../../creator-accounts/components/ProfileIncomplete';
import { AssignmentStatusBadge } from '../components/AssignmentStatusBadge';
import { PostStates } from '../components/PostStates';
import { assignmentLink, assignmentTitle } from '../lib/work';

function AssignmentCard({ assignment }: { assignment: Assignment }) {
  const config = useConfigBundle();
  const title = assignmentTitle(assignment);
  const awaitingContract = assignment.status === 'AWAITING_CONTRACT';
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      data-testid="assignment-card"
      data-status={assignment.status}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md">
            <Link to={assignmentLink(assignment)} style={{ color: 'inherit' }} data-testid="assignment-link">
              {title}
            </Link>
          </Title>
          <AssignmentStatusBadge status={assignment.status} />
        </Group>
        <Text size="sm">
          {channelLabel(config.data, assignment.channel)}:{' '}
          {postsLabel(config.data, assignment.channel, assignment.post_content_type, assignment.posts)}
        </Text>
        {awaitingContract ? (
          <Anchor component={Link} to={assignmentLink(assignment)} size="sm" fw={600} w="fit-content">
            {assignment.contract ? `Sign “${assignment.contract.title}” to start` : 'Sign the contract to start'}
          </Anchor>
        ) : (
          <PostStates assignment={assignment} />
        )}
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

/**
 * /creator/work: the agreed work, one card per task of an accepted invitation or bid, each with its posts' states;
 * a card leads to the work's page, or to its contract while that waits for a signature.
 */
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
