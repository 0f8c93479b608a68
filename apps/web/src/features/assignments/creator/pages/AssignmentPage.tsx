import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconSignature } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Assignment } from '@app/shared/assignments';
import { Fact } from '../../../../components/Fact';
import { formatMoney } from '../../../../lib/money';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { PostCard } from '../../../content/creator/components/PostCard';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { PortalPage } from '../../../creator-accounts/components/PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from '../../../creator-accounts/components/ProfileIncomplete';
import { QueryState } from '../../../creator-accounts/components/QueryState';
import { channelLabel, postsLabel } from '../../../creator-accounts/lib/labels';
import { PostFigures } from '../../../reporting/creator/components/PostFigures';
import { useAssignments } from '../../api/creator-assignments';
import { AssignmentStatusBadge } from '../components/AssignmentStatusBadge';
import { assignmentTitle } from '../lib/work';

const back = { to: paths.creator.work(), label: 'All work' };

/**
 * What was agreed: the channel, the posts, the pay, whether drafts are reviewed first; where it came from, and the
 * Earnings page once a post is verified (and so paid).
 */
function WorkSummary({ assignment }: { assignment: Assignment }) {
  const config = useConfigBundle();
  const origin = assignment.campaign
    ? { to: paths.creator.invitation(assignment.campaign.id), label: 'See the campaign invitation' }
    : assignment.job
      ? { to: paths.creator.bid(assignment.job.bid_id), label: 'See the bid it was agreed on' }
      : null;
  // A verified post is paid: its payout is on the Earnings page.
  const verified = assignment.content.some((post) => post.content?.status === 'VERIFIED');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="What was agreed" data-testid="work-summary">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <Fact label="Channel">{channelLabel(config.data, assignment.channel)}</Fact>
          <Fact label="Posts">
            {postsLabel(config.data, assignment.channel, assignment.post_content_type, assignment.posts)}
          </Fact>
          <Fact label="You are paid">{formatMoney(assignment.amount_minor, assignment.currency)}</Fact>
          <Fact label="Drafts">
            {assignment.pre_approval ? 'Reviewed before you post' : 'No review: post directly'}
          </Fact>
        </SimpleGrid>
        {origin && (
          <Anchor component={Link} to={origin.to} size="sm">
            {origin.label}
          </Anchor>
        )}
        {verified && (
          <Anchor component={Link} to={paths.creator.earnings()} size="sm" data-testid="earnings-link">
            See what you are paid in Earnings
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** The work as a whole: its contract to sign first, or how it ended. */
function WorkState({ assignment }: { assignment: Assignment }) {
  if (assignment.status === 'AWAITING_CONTRACT')
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconSignature aria-hidden />}
        title="Sign the contract first"
        data-testid="work-state"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">You can send drafts and live links once the contract is signed.</Text>
          <Anchor
            component={Link}
            to={assignment.contract ? paths.creator.contract(assignment.contract.id) : paths.creator.contracts()}
            size="sm"
            fw={600}
            data-testid="sign-contract-link"
          >
            {assignment.contract ? `Read and sign “${assignment.contract.title}”` : 'See your contracts'}
          </Anchor>
        </Stack>
      </Alert>
    );
  if (assignment.status === 'CANCELLED')
    return (
      <Alert color="gray" variant="light" title="This work was cancelled" data-testid="work-state">
        Nothing more can be sent for it.
      </Alert>
    );
  if (assignment.status === 'COMPLETED')
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title="All posts verified"
        data-testid="work-state"
      >
        This work is complete.
      </Alert>
    );
  return null;
}

/**
 * /creator/work/{id}: one piece of agreed work, phone first. The work's terms, then one card per post with its due
 * date, its state and what to do next (a draft for review, the live link, or wait), and every round so far.
 */
export function CreatorAssignmentPage() {
  const { assignmentId = '' } = useParams();
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const assignments = useAssignments(complete);
  const assignment = assignments.data?.find((a) => a.id === assignmentId);
  const config = useConfigBundle();

  if ((profile.data && !complete) || (assignments.isError && isProfileIncompleteError(assignments.error))) {
    return (
      <PortalPage title="Work" back={back}>
        <ProfileIncomplete what="assignments" />
      </PortalPage>
    );
  }
  if (!assignment) {
    return (
      <PortalPage title={assignments.data ? 'Work not found' : 'Work'} back={back}>
        {assignments.data ? (
          <Alert
            color="red"
            variant="light"
            title="This work does not exist or is not yours"
            role="alert"
            data-testid="work-not-found"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Everything you agreed to is in your list.</Text>
              <Anchor component={Link} to={paths.creator.work()} size="sm">
                See your work
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <QueryState query={profile.isError ? profile : assignments} what="your work" />
        )}
      </PortalPage>
    );
  }
  const channelName = channelLabel(config.data, assignment.channel);
  return (
    <PortalPage
      title={assignmentTitle(assignment)}
      back={back}
      aside={<AssignmentStatusBadge status={assignment.status} size="md" />}
    >
      <WorkSummary assignment={assignment} />
      <WorkState assignment={assignment} />
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Posts">
        {assignment.content.map((post) => (
          <PostCard
            key={post.post_index}
            assignment={assignment}
            post={post}
            channelName={channelName}
            onAssignmentChanged={() => void assignments.refetch()}
          >
            {post.content?.status === 'VERIFIED' && (
              <PostFigures contentId={post.content.id} postIndex={post.post_index} />
            )}
          </PostCard>
        ))}
      </Stack>
      {assignment.content.length === 0 && (
        <Group>
          <Text size="sm" c="dimmed">
            No posts are listed for this work yet.
          </Text>
        </Group>
      )}
    </PortalPage>
  );
}
