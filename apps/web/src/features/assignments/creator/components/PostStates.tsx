import { Badge, Group } from '@mantine/core';
import type { Assignment } from '@app/shared/assignments';
import { CONTENT_STATUS_LABELS } from '@app/shared/content';
import { CONTENT_STATUS_COLORS } from '../../../content/lib/status';

/** Each post's state in a row of chips ("Post 1: Verified"), for the Work list's cards. */
export function PostStates({ assignment }: { assignment: Pick<Assignment, 'content' | 'pre_approval'> }) {
  if (assignment.content.length === 0) return null;
  const notYet = assignment.pre_approval ? 'Not sent yet' : 'To post';
  return (
    <Group component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Posts">
      {assignment.content.map((post) => {
        const status = post.content?.status;
        return (
          <li key={post.post_index}>
            <Badge
              color={status ? CONTENT_STATUS_COLORS[status] : 'gray'}
              variant={status === 'VERIFIED' ? 'filled' : 'light'}
              size="sm"
              tt="none"
              data-testid="post-state"
              data-status={status ?? 'NEW'}
            >
              Post {post.post_index}: {status ? CONTENT_STATUS_LABELS[status] : notYet}
              {post.content?.late ? ' · late' : ''}
            </Badge>
          </li>
        );
      })}
    </Group>
  );
}
