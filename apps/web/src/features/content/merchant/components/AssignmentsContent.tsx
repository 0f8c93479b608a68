import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '@app/shared/content';
import type { CompanyAssignment } from '@app/shared/assignments';
import { ChannelIcon } from '../../../../components/ChannelIcon';
import { ErrorState } from '../../../../components/ErrorState';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel, postContentTypeLabel } from '../../../config/lib/lookups';
import type { AssignmentScope } from '../../api/keys';
import { useCompanyAssignments } from '../../api/merchant-assignments';
import { ContentStatusBadge, LateBadge } from '../../components/ContentStatusBadge';

type Post = CompanyAssignment['content'][number];

function PostState({ companyId, assignment, post }: { companyId: string; assignment: CompanyAssignment; post: Post }) {
  const label = `Post ${post.post_index}`;
  let state;
  if (post.content) {
    const status: ContentStatus = post.content.status;
    state = (
      <Group gap={6} wrap="wrap">
        <Anchor
          component={Link}
          to={paths.company.preApprovalTask(companyId, post.content.id)}
          aria-label={`${label} by ${assignment.creator.name}: ${CONTENT_STATUS_LABELS[status]}`}
          data-testid="post-content-link"
        >
          <ContentStatusBadge status={status} />
        </Anchor>
        {post.content.late && <LateBadge />}
        <Text size="xs" c="dimmed">
          Round {post.content.round}
        </Text>
      </Group>
    );
  } else if (assignment.status === 'AWAITING_CONTRACT') {
    state = (
      <Text size="sm" c="dimmed">
        Waiting for contract
      </Text>
    );
  } else if (assignment.status === 'CANCELLED') {
    state = (
      <Text size="sm" c="dimmed">
        Cancelled
      </Text>
    );
  } else {
    state = (
      <Text size="sm" c="dimmed">
        Not submitted yet
      </Text>
    );
  }
  return (
    <Group component="li" gap="sm" wrap="wrap" align="center" data-testid="assignment-post">
      <Text size="sm" fw={500} w={56}>
        {label}
      </Text>
      {state}
      {post.due_at && (
        <Text size="xs" c="dimmed">
          due {formatDate(post.due_at)}
        </Text>
      )}
    </Group>
  );
}

interface AssignmentsContentProps {
  companyId: string;
  scope: AssignmentScope;
}

/**
 * The content of a campaign's or a job's agreed work: each assignment (creator, channel, posts), each post's state
 * linking to its review, or why there is none yet ("Not submitted yet", "Waiting for contract").
 */
export function AssignmentsContent({ companyId, scope }: AssignmentsContentProps) {
  const assignments = useCompanyAssignments(companyId, scope);
  const config = useConfigBundle().data;

  if (assignments.isPending)
    return (
      <Stack gap="xs" role="status" aria-label="Loading the content">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  if (assignments.isError)
    return (
      <ErrorState
        title="We could not load the content"
        error={assignments.error}
        onRetry={() => void assignments.refetch()}
      />
    );
  if (assignments.data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="assignments-empty">
        No agreed work yet: each creator&apos;s posts show here once their work is agreed.
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Content by creator">
      {assignments.data.map((assignment) => (
        <Paper component="li" key={assignment.id} withBorder radius="sm" p="sm" data-testid="assignment-content">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {assignment.creator.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <ChannelIcon channel={assignment.channel} />
                  <Text size="sm">
                    {channelLabel(config, assignment.channel)} ·{' '}
                    {postContentTypeLabel(config, assignment.channel, assignment.post_content_type)} ×{' '}
                    {assignment.posts}
                  </Text>
                </Group>
              </Group>
              {assignment.status === 'COMPLETED' && (
                <Badge color="green" variant="light" tt="none" size="sm">
                  Completed
                </Badge>
              )}
            </Group>
            <Stack
              component="ul"
              gap={6}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={`Posts of ${assignment.creator.name}`}
            >
              {assignment.content.map((post) => (
                <PostState key={post.post_index} companyId={companyId} assignment={assignment} post={post} />
              ))}
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
