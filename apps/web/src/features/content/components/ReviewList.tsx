import { Badge, Group, Stack, Text } from '@mantine/core';
import type { z } from 'zod';
import type { contentReviewSchema } from '@app/shared/content';
import { formatDate } from '../../../lib/dates';
import { REVIEW_ACTION_COLORS, REVIEW_ACTION_LABELS } from '../lib/status';

export type ContentReview = z.infer<typeof contentReviewSchema>;

/** What reviewers said, oldest first: who (and for which company), what they did, when, and their comment. */
export function ReviewList({ reviews, empty }: { reviews: readonly ContentReview[]; empty?: string }) {
  if (reviews.length === 0)
    return empty ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : null;
  return (
    <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reviews">
      {reviews.map((review, index) => (
        <Stack component="li" key={`${review.created_at}-${index}`} gap={2} data-testid="content-review">
          <Group gap="xs" wrap="wrap">
            <Badge color={REVIEW_ACTION_COLORS[review.action]} variant="light" tt="none" size="sm">
              {REVIEW_ACTION_LABELS[review.action]}
            </Badge>
            <Text size="sm" fw={500}>
              {review.by.name}
            </Text>
            <Text size="xs" c="dimmed">
              {review.by.company_name} · {formatDate(review.created_at, 'dayFirstTime')}
            </Text>
          </Group>
          {review.comment && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.comment}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
