import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClock, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Assignment, AssignmentPost } from '@app/shared/assignments';
import type { ContentItem } from '@app/shared/content';
import { ErrorState } from '../../../../components/ErrorState';
import { toast, toastFailure } from '../../../../components/toast';
import { isApiError } from '../../../../lib/api-client';
import { dayjs, formatDate } from '../../../../lib/dates';
import { serverFieldErrors } from '../../../../lib/form-errors';
import { useSubmitAssignmentLive } from '../../api/creator-assignment-live';
import { useCreatorContent } from '../../api/creator-content';
import { useSubmitContentLive } from '../../api/creator-content-live';
import { ContentStatusBadge, LateBadge } from '../../components/ContentStatusBadge';
import { ReviewList } from '../../components/ReviewList';
import { LIVE_LINK_FIELDS } from '../lib/live-link-form';
import { postAction, type PostAction } from '../lib/post-actions';
import { DraftForm } from './DraftForm';
import { LiveLinkForm } from './LiveLinkForm';
import { RoundHistory } from './RoundHistory';

function ExternalLink({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconExternalLink size={14} aria-hidden style={{ flexShrink: 0 }} />
        {href}
      </Group>
    </Anchor>
  );
}

interface LiveActionProps {
  assignment: Assignment;
  post: AssignmentPost;
  item: ContentItem | undefined;
  channelName: string;
  onChanged: () => void;
}

/** The live link: for the item once approved (or its link rejected), or straight away for work without pre-approval. */
function LiveAction({ assignment, post, item, channelName, onChanged }: LiveActionProps) {
  const first = !post.content;
  const byContent = useSubmitContentLive(post.content?.id ?? '');
  const byAssignment = useSubmitAssignmentLive(assignment.id, post.post_index);
  const submit = first ? byAssignment : byContent;
  const rejected = post.content?.status === 'LIVE_REJECTED';
  return (
    <Stack gap="sm">
      {rejected ? (
        <Alert color="red" variant="light" title="The brand rejected the link" data-testid="post-guidance">
          <Stack gap="xs">
            {item?.post_url && <ExternalLink href={item.post_url} />}
            {item && <ReviewList reviews={item.live_reviews} />}
            <Text size="sm">Fix what they said and paste the right link.</Text>
          </Stack>
        </Alert>
      ) : first ? (
        <Text size="sm" data-testid="post-guidance">
          This work needs no approval first: post it on {channelName}, then paste the link here for the brand to check.
        </Text>
      ) : (
        <Alert color="teal" variant="light" title="Approved: post it" data-testid="post-guidance">
          Post the approved draft on {channelName} as it is, then paste the link of the live post here.
        </Alert>
      )}
      <LiveLinkForm
        postIndex={post.post_index}
        channel={assignment.channel}
        channelName={channelName}
        pending={submit.isPending}
        error={submit.error}
        onSubmit={(postUrl) =>
          submit.mutate(postUrl, {
            onSuccess: () => toast({ type: 'success', message: 'Live link sent: the brand checks it next.' }),
            onError: (error) => {
              if (isApiError(error) && error.code === 'CONFLICT' && error.field === 'status') onChanged();
              if (serverFieldErrors(error, LIVE_LINK_FIELDS).length === 0) toastFailure(error);
            },
          })
        }
      />
    </Stack>
  );
}

const WAITING: Record<string, string> = {
  SUBMITTED: 'Your draft is with the brand for review. You hear from them here.',
  BRAND_APPROVED: "The agency approved your draft; the brand's own team approves it next.",
  LIVE_SUBMITTED: 'The brand is checking your live post.',
};

interface PostCardProps {
  assignment: Assignment;
  post: AssignmentPost;
  channelName: string;
  /** Reloads the work (after a refusal that says its state moved on). */
  onAssignmentChanged: () => void;
  /** More about the post under what to do next (the page's: a verified post's figures). */
  children?: ReactNode;
}

/** One post of the work: when it is due, where it stands, what to do next, and every round so far. */
export function PostCard({ assignment, post, channelName, onAssignmentChanged, children }: PostCardProps) {
  const contentId = post.content?.id ?? '';
  const content = useCreatorContent(contentId, Boolean(post.content));
  const item = content.data;
  const action: PostAction = postAction(assignment, post);
  const titleId = `post-${post.post_index}-title`;
  const overdue =
    (action.kind === 'draft' || action.kind === 'live') && post.due_at !== null && dayjs(post.due_at).isBefore(dayjs());
  const onChanged = () => {
    onAssignmentChanged();
    if (post.content) void content.refetch();
  };

  let body;
  switch (action.kind) {
    case 'contract':
      body = (
        <Text size="sm" c="dimmed" data-testid="post-guidance">
          You can send this post once the contract is signed.
        </Text>
      );
      break;
    case 'closed':
      body = (
        <Text size="sm" c="dimmed" data-testid="post-guidance">
          This work is {assignment.status === 'CANCELLED' ? 'cancelled' : 'closed'}: nothing more can be sent.
        </Text>
      );
      break;
    case 'wait':
      body = (
        <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="post-guidance">
          <IconClock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={4} miw={0}>
            <Text size="sm">{WAITING[post.content?.status ?? ''] ?? 'Waiting for the brand.'}</Text>
            {post.content?.status === 'LIVE_SUBMITTED' && item?.post_url && <ExternalLink href={item.post_url} />}
          </Stack>
        </Group>
      );
      break;
    case 'done':
      body = (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} data-testid="post-guidance">
          <Stack gap={4}>
            <Text size="sm">Verified: this post is done.</Text>
            {item?.post_url && <ExternalLink href={item.post_url} />}
          </Stack>
        </Alert>
      );
      break;
    case 'live':
      body = (
        <LiveAction assignment={assignment} post={post} item={item} channelName={channelName} onChanged={onChanged} />
      );
      break;
    case 'draft': {
      const latest = item?.rounds.find((round) => round.round === item.round);
      body = (
        <Stack gap="sm">
          {action.round > 1 && (
            <Alert color="orange" variant="light" title="Changes requested" data-testid="post-guidance">
              <Stack gap="xs">
                {latest && <ReviewList reviews={latest.reviews} />}
                <Text size="sm">Make the changes, then send the whole draft again: files and caption.</Text>
              </Stack>
            </Alert>
          )}
          {post.content && !item ? (
            // The form waits for the latest round (its comments and the brief's handles); a load error shows below.
            !content.isError && <Skeleton height={160} role="status" aria-label="Loading the draft" />
          ) : (
            <DraftForm
              assignmentId={assignment.id}
              postIndex={post.post_index}
              round={action.round}
              maxRounds={item?.max_rounds ?? null}
              requirements={assignment.requirements}
              onChanged={onChanged}
            />
          )}
        </Stack>
      );
      break;
    }
  }

  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-labelledby={titleId}
      data-testid="post-card"
      data-post={post.post_index}
      data-action={action.kind}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={2} fz="md" id={titleId}>
              Post {post.post_index}
            </Title>
            <Text size="xs" c={overdue ? 'red' : 'dimmed'}>
              {post.due_at ? `Due ${formatDate(post.due_at, 'dayFirstTime')}` : 'No due date'}
              {overdue ? ' · overdue' : ''}
            </Text>
          </Stack>
          <Group gap={4} justify="flex-end">
            {post.content ? (
              <ContentStatusBadge status={post.content.status} />
            ) : (
              <Badge color="gray" variant="light" tt="none" data-testid="content-status" data-status="NEW">
                {action.kind === 'live' ? 'To post' : 'Not sent yet'}
              </Badge>
            )}
            {post.content?.late && <LateBadge />}
          </Group>
        </Group>
        {body}
        {children}
        {post.content && content.isError && (
          <ErrorState
            title="We could not load this post"
            error={content.error}
            onRetry={() => void content.refetch()}
          />
        )}
        {item && item.rounds.length > 0 && <RoundHistory item={item} />}
      </Stack>
    </Card>
  );
}
