import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ContentDetail } from '@app/shared/content';
import { ReviewList } from '../../components/ReviewList';

/** The live post: its link (opened in a new tab) and what reviewers said of it. */
export function LivePostPanel({ detail }: { detail: ContentDetail }) {
  return (
    <Stack gap="sm">
      {detail.post_url ? (
        <Anchor
          href={detail.post_url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="live-link"
        >
          <Group gap={4} component="span" wrap="nowrap" align="flex-start">
            <IconExternalLink size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <span>{detail.post_url}</span>
          </Group>
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {detail.status === 'APPROVED'
            ? 'Not posted yet: the creator posts the approved draft and submits its link.'
            : 'No live link yet.'}
        </Text>
      )}
      <ReviewList reviews={detail.live_reviews} empty={detail.post_url ? 'Not reviewed yet.' : undefined} />
    </Stack>
  );
}
