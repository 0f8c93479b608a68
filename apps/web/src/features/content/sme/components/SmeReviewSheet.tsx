import { Alert, Anchor, Box, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useCallback } from 'react';
import type { ContentDetail } from '@app/shared/content';
import { ErrorState } from '../../../../components/ErrorState';
import { isApiError, smeClient } from '../../../../lib/api-client';
import { useContent } from '../../api/merchant-content';
import { contentFileQuery } from '../../api/merchant-content-file';
import { ContentRoundView } from '../../components/ContentRound';
import { ContentStatusBadge, LateBadge } from '../../components/ContentStatusBadge';
import { ReviewList } from '../../components/ReviewList';
import type { ContentMediaFile } from '../../lib/media';
import { SmeDecision } from './SmeDecision';

/** Under 768 px the review takes the whole screen. */
const PHONE_QUERY = '(max-width: 47.99em)';

function LiveLink({ detail }: { detail: ContentDetail }) {
  return (
    <Stack gap="xs" data-testid="sme-live-post">
      <Title order={3} fz="md">
        Live post
      </Title>
      {detail.post_url ? (
        <Anchor
          href={detail.post_url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="sme-live-link"
        >
          <Group gap={4} component="span" wrap="nowrap" align="flex-start">
            <IconExternalLink size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <span>{detail.post_url}</span>
          </Group>
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          Not posted yet: the creator posts the approved draft and sends its link.
        </Text>
      )}
      <ReviewList reviews={detail.live_reviews} />
    </Stack>
  );
}

function ReviewBody({ contentId, onDone }: { contentId: string; onDone: () => void }) {
  const content = useContent(contentId, smeClient);
  const fileQuery = useCallback(
    (file: ContentMediaFile) => contentFileQuery(contentId, file.id, smeClient),
    [contentId],
  );

  if (content.isPending)
    return (
      <Stack gap="md" role="status" aria-label="Loading the content">
        <Skeleton height={20} width="60%" />
        <Skeleton height={280} />
        <Skeleton height={60} />
      </Stack>
    );
  if (content.isError && !content.data) {
    const missing = isApiError(content.error) && ['NOT_FOUND', 'FORBIDDEN'].includes(content.error.code ?? '');
    return missing ? (
      <Alert variant="light" color="yellow">
        This content does not exist or belongs to another business.
      </Alert>
    ) : (
      <ErrorState title="We could not load the content" error={content.error} onRetry={() => void content.refetch()} />
    );
  }

  const detail = content.data;
  const rounds = [...detail.rounds].sort((a, b) => a.round - b.round);
  const latest = rounds.at(-1) ?? null;
  const earlier = rounds.slice(0, -1).reverse();
  const showLive = detail.post_url !== null || detail.live_reviews.length > 0 || detail.status === 'APPROVED';

  return (
    <Stack gap="md" data-testid="sme-review" data-status={detail.status}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <ContentStatusBadge status={detail.status} size="md" />
          {detail.late && <LateBadge size="md" />}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {detail.campaign?.name ?? detail.job?.name ?? 'Campaign'} · Post {detail.post_index}
          {detail.rounds.length > 0 ? ` · Round ${detail.round} of ${detail.max_rounds}` : ''}
        </Text>
      </Stack>
      {content.isError && (
        <ErrorState
          title="We could not refresh the content: it is shown as it was"
          error={content.error}
          onRetry={() => void content.refetch()}
        />
      )}
      {latest ? (
        <ContentRoundView
          round={latest}
          fileQuery={fileQuery}
          order={3}
          label={earlier.length ? 'latest' : undefined}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No draft: this post needed no approval, so the creator posted it and sent the link.
        </Text>
      )}
      {showLive && <LiveLink detail={detail} />}
      {/* The decision stays in reach at the bottom of the screen while the media scroll. */}
      <Box
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
      >
        <SmeDecision detail={detail} onDone={onDone} />
      </Box>
      {earlier.length > 0 && (
        <Stack gap="sm" data-testid="sme-earlier-rounds">
          <Title order={3} fz="md">
            Earlier rounds
          </Title>
          {earlier.map((round) => (
            <Paper key={round.round} withBorder radius="sm" p="sm">
              <ContentRoundView round={round} fileQuery={fileQuery} order={4} compact />
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A piece of content to decide, phone-sized: the whole screen under 768 px, a dialog above. The latest draft's media
 * and caption (with the caption check and earlier comments), the live link when there is one, and the decision the
 * owner may make now (SmeDecision). Everything through the SME session.
 */
export function SmeReviewSheet({ contentId, onClose }: { contentId: string | null; onClose: () => void }) {
  const phone = useMediaQuery(PHONE_QUERY);
  // The same query as the body's (one call): the dialog is named after the item once it is known.
  const detail = useContent(contentId ?? '', smeClient).data;
  const title = detail && detail.id === contentId ? `${detail.creator.name}: post ${detail.post_index}` : 'Review';
  return (
    <Modal
      opened={contentId !== null}
      onClose={onClose}
      fullScreen={phone}
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': 'Close the review', size: 'lg' }}
      data-testid="sme-review-sheet"
    >
      {contentId && <ReviewBody contentId={contentId} onDone={onClose} />}
    </Modal>
  );
}
