import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ContentItem } from '@app/shared/content';
import { formatDate } from '../../../../lib/dates';
import { CaptionWithCheck } from '../../components/CaptionCheck';
import { LateBadge } from '../../components/ContentStatusBadge';
import { ReviewList } from '../../components/ReviewList';
import { DraftFiles } from './DraftFiles';

/** Every round of a post's draft, newest first: files, caption with its check, and what the reviewers said. */
export function RoundHistory({ item }: { item: ContentItem }) {
  const rounds = [...item.rounds].sort((a, b) => b.round - a.round);
  if (rounds.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={`Drafts of post ${item.post_index}`}>
      {rounds.map((round, index) => (
        <Stack key={round.round} gap="xs" data-testid="draft-round" data-round={round.round}>
          {index > 0 && <Divider />}
          <Group gap="xs" wrap="wrap">
            <Title order={3} fz="sm">
              Round {round.round}
              {item.max_rounds ? ` of ${item.max_rounds}` : ''}
            </Title>
            {round.late && <LateBadge size="xs" />}
            <Text size="xs" c="dimmed">
              Sent {formatDate(round.submitted_at, 'dayFirstTime')}
            </Text>
          </Group>
          <DraftFiles contentId={item.id} files={round.files} />
          <CaptionWithCheck caption={round.caption} check={round.caption_check} />
          {round.reviews.length > 0 && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                What the brand said
              </Text>
              <ReviewList reviews={round.reviews} />
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
