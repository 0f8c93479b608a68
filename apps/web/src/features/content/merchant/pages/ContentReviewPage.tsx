import { Alert, Anchor, Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ContentDetail } from '@app/shared/content';
import { ErrorState } from '../../../../components/ErrorState';
import { Fact } from '../../../../components/Fact';
import { PageTitle } from '../../../../components/PageTitle';
import { Section } from '../../../../components/Section';
import { isApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useCompanyContext } from '../../../companies/lib/company-context';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel, postContentTypeLabel } from '../../../config/lib/lookups';
import { useContent } from '../../api/merchant-content';
import { contentFileQuery } from '../../api/merchant-content-file';
import { ContentRoundView } from '../../components/ContentRound';
import { ContentStatusBadge, LateBadge } from '../../components/ContentStatusBadge';
import type { ContentMediaFile } from '../../lib/media';
import { LivePostPanel } from '../components/LivePostPanel';
import { RequirementsPanel } from '../components/RequirementsPanel';
import { ReviewActions, ShortcutsHelp, type ReviewDialog } from '../components/ReviewActions';
import { useQueueNavigation } from '../lib/use-queue-navigation';

function ReviewSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the content">
      <Skeleton height={28} width="50%" />
      <Skeleton height={16} width="35%" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={320} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={160} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Facts({ detail, companyId }: { detail: ContentDetail; companyId: string }) {
  const config = useConfigBundle().data;
  const latest = detail.rounds[detail.rounds.length - 1];
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="sm" data-testid="content-facts">
      <Fact label={detail.campaign ? 'Campaign' : 'Job'}>
        {detail.campaign ? (
          <Anchor component={Link} to={paths.company.campaignDetails(companyId, detail.campaign.id)} size="sm">
            {detail.campaign.name}
          </Anchor>
        ) : detail.job ? (
          <Anchor component={Link} to={paths.company.job(companyId, detail.job.id)} size="sm">
            {detail.job.name}
          </Anchor>
        ) : (
          '–'
        )}
      </Fact>
      <Fact label="Brand">{detail.brand.name}</Fact>
      <Fact label="Post">
        {channelLabel(config, detail.channel)} ·{' '}
        {postContentTypeLabel(config, detail.channel, detail.post_content_type)} {detail.post_index}
      </Fact>
      <Fact label="Round">
        {detail.rounds.length > 0 ? `${detail.round} of ${detail.max_rounds}` : 'No draft (live link only)'}
      </Fact>
      <Fact label="Due">{detail.due_at ? formatDate(detail.due_at, 'dayFirstTime') : 'No date'}</Fact>
      <Fact label="Last submitted">{latest ? formatDate(latest.submitted_at, 'dayFirstTime') : '–'}</Fact>
    </SimpleGrid>
  );
}

interface ContentReviewPageProps {
  /**
   * A verified post's figures, under the live post (reporting's panel, given by the router: content sits before
   * reporting in the feature order, so it cannot import it).
   */
  figures?: (detail: ContentDetail) => ReactNode;
}

/**
 * /companies/{company_id}/pre-approval/{content_id}: one post to review. The latest round's media (images, videos with
 * controls), its caption with the caption check, the brief's requirements, every earlier round with its comments, the
 * live link with its reviews, and the moves the server offers. Keyboard: J/K next and previous item of the queue,
 * A approve, R request changes (not while typing, nor while a dialog is open).
 */
export function ContentReviewPage({ figures }: ContentReviewPageProps = {}) {
  const { company } = useCompanyContext();
  const { taskId = '' } = useParams();
  const content = useContent(taskId);
  const queue = useQueueNavigation(company.id, taskId);
  const [dialog, setDialog] = useState<ReviewDialog>(null);
  const fileQuery = useCallback((file: ContentMediaFile) => contentFileQuery(taskId, file.id), [taskId]);
  const moves = new Set(content.data?.moves ?? []);

  const whenFree = (action: () => void) => () => {
    if (dialog === null) action();
  };
  useHotkeys([
    ['j', whenFree(queue.next)],
    ['k', whenFree(queue.previous)],
    ['a', whenFree(() => moves.has('APPROVE') && setDialog('approve'))],
    ['r', whenFree(() => moves.has('REQUEST_CHANGES') && setDialog('changes'))],
  ]);

  const back = (
    <Anchor component={Link} to={queue.queuePath} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to the queue
      </Group>
    </Anchor>
  );
  const stepper = (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        onClick={queue.previous}
        disabled={!queue.ready}
        aria-keyshortcuts="K"
      >
        Previous
      </Button>
      {queue.position && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="queue-position" style={{ whiteSpace: 'nowrap' }}>
          {queue.position.index} of {queue.position.total}
        </Text>
      )}
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        onClick={queue.next}
        disabled={!queue.ready}
        aria-keyshortcuts="J"
      >
        Next
      </Button>
    </Group>
  );
  const top = (
    <Group justify="space-between" gap="sm">
      {back}
      {stepper}
    </Group>
  );

  if (content.isPending)
    return (
      <Stack gap="md">
        {top}
        <ReviewSkeleton />
      </Stack>
    );
  if (content.isError && !content.data) {
    const missing = isApiError(content.error) && ['NOT_FOUND', 'FORBIDDEN'].includes(content.error.code ?? '');
    return (
      <Stack gap="md">
        {top}
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Pre-approval`}>
          {missing ? 'Content not found' : 'Content'}
        </PageTitle>
        {missing ? (
          <Alert variant="light" color="yellow">
            This content does not exist or belongs to another company.
          </Alert>
        ) : (
          <ErrorState
            title="We could not load the content"
            error={content.error}
            onRetry={() => void content.refetch()}
          />
        )}
      </Stack>
    );
  }

  const detail = content.data;
  const rounds = [...detail.rounds].sort((a, b) => a.round - b.round);
  const latest = rounds[rounds.length - 1] ?? null;
  const earlier = rounds.slice(0, -1).reverse();
  const what = detail.campaign?.name ?? detail.job?.name ?? 'Content';
  const showLive = detail.post_url !== null || detail.live_reviews.length > 0 || detail.status === 'APPROVED';

  return (
    <Stack gap="md">
      {top}
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <PageTitle
            order={2}
            fz="xl"
            style={{ overflowWrap: 'anywhere' }}
            documentTitle={`Review · ${detail.creator.name} · ${what}`}
          >
            {`${detail.creator.name}: post ${detail.post_index} of ${what}`}
          </PageTitle>
          <ContentStatusBadge status={detail.status} size="md" />
          {detail.late && <LateBadge size="md" />}
        </Group>
        <ShortcutsHelp approve={moves.has('APPROVE')} changes={moves.has('REQUEST_CHANGES')} />
      </Stack>
      {content.isError && (
        <ErrorState
          title="We could not refresh the content: it is shown as it was"
          error={content.error}
          onRetry={() => void content.refetch()}
        />
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title={latest ? 'Latest draft' : 'Draft'} order={3} data-testid="latest-round">
            {latest ? (
              <ContentRoundView round={latest} fileQuery={fileQuery} order={4} />
            ) : (
              <Text size="sm" c="dimmed">
                No draft: this work needs no pre-approval, so the creator posted it and submitted the live link.
              </Text>
            )}
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Section title="Your review" order={3}>
              <ReviewActions detail={detail} dialog={dialog} onDialog={setDialog} />
              <Facts detail={detail} companyId={company.id} />
            </Section>
            <Section title="The brief asks" order={3}>
              <RequirementsPanel requirements={detail.requirements} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
      {showLive && (
        <Section title="Live post" order={3} data-testid="live-post">
          <LivePostPanel detail={detail} />
        </Section>
      )}
      {detail.status === 'VERIFIED' && figures?.(detail)}
      {earlier.length > 0 && (
        <Section title="Earlier rounds" order={3} data-testid="earlier-rounds">
          <Stack gap="lg">
            {earlier.map((round) => (
              <Paper key={round.round} withBorder radius="sm" p="sm">
                <ContentRoundView round={round} fileQuery={fileQuery} order={4} compact />
              </Paper>
            ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
