import { Badge, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { z } from 'zod';
import type { contentRoundSchema } from '@app/shared/content';
import { formatDate } from '../../../lib/dates';
import type { MediaFileQueryOf } from '../lib/media';
import { CaptionWithCheck } from './CaptionCheck';
import { LateBadge } from './ContentStatusBadge';
import { MediaGallery } from './MediaGallery';
import { ReviewList } from './ReviewList';

export type ContentRoundData = z.infer<typeof contentRoundSchema>;

interface ContentRoundViewProps {
  round: ContentRoundData;
  fileQuery: MediaFileQueryOf;
  /** The heading level of "Round 2" within the page. */
  order?: TitleOrder;
  /** Earlier rounds show their media smaller. */
  compact?: boolean;
  /** Shown beside the heading ("latest"). */
  label?: string;
}

/** One round of a draft: its files, its caption with the caption check, and what reviewers said of it. */
export function ContentRoundView({ round, fileQuery, order = 3, compact = false, label }: ContentRoundViewProps) {
  return (
    <Stack gap="sm" data-testid="content-round" data-round={round.round}>
      <Group gap="xs" wrap="wrap">
        <Title order={order} fz={compact ? 'sm' : 'md'}>
          Round {round.round}
        </Title>
        {label && (
          <Badge variant="default" tt="none" size="sm">
            {label}
          </Badge>
        )}
        {round.late && <LateBadge />}
        <Text size="xs" c="dimmed">
          Submitted {formatDate(round.submitted_at, 'dayFirstTime')}
        </Text>
      </Group>
      <MediaGallery files={round.files} fileQuery={fileQuery} compact={compact} />
      <CaptionWithCheck caption={round.caption} check={round.caption_check} />
      {round.reviews.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Comments
          </Text>
          <ReviewList reviews={round.reviews} />
        </Stack>
      )}
    </Stack>
  );
}
