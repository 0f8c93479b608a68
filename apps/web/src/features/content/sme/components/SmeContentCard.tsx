import { Anchor, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { SmeContentItem } from '@app/shared/sme';
import { formatDate } from '../../../../lib/dates';
import { formatCompact, formatInteger, formatPercent } from '../../../../lib/numbers';
import { ContentStatusBadge } from '../../components/ContentStatusBadge';
import { isContentStatus, openLabel } from '../lib/labels';
import classes from './SmeContentCard.module.css';

function Figure({ label, value, exact }: { label: string; value: string; exact?: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} title={exact} data-testid={`figure-${label.toLowerCase()}`}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * One piece a creator made: who, for which campaign, which post, its state; a live post's reach, views and engagement
 * rate (labelled Simulated when they are demo figures) and its link. The button (stretched over the card, so a tap
 * anywhere opens it) opens the review.
 */
export function SmeContentCard({ item, onOpen }: { item: SmeContentItem; onOpen: (id: string) => void }) {
  const action = openLabel(item.status);
  const what = `${item.creator.name}, post ${item.post_index} of ${item.campaign_name}`;
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} data-testid="sme-content-card" data-id={item.id}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={item.creator.avatar} name={item.creator.name} color="initials" size={44} alt="" />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {item.creator.name}
              </Text>
              {isContentStatus(item.status) ? (
                <ContentStatusBadge status={item.status} />
              ) : (
                <Badge variant="light" color="gray" tt="none" size="sm">
                  {item.status}
                </Badge>
              )}
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="sme-content-campaign">
              {item.campaign_name || 'Campaign'}
            </Text>
            <Text size="xs" c="dimmed">
              Post {item.post_index}
              {item.round > 0 ? ` · Round ${item.round}` : ''} · {formatDate(item.updated_at, 'dayFirst')}
            </Text>
          </Stack>
        </Group>
        {item.metrics && (
          <Stack gap={4} data-testid="sme-content-metrics">
            <SimpleGrid cols={3} spacing="xs">
              <Figure
                label="Reach"
                value={formatCompact(item.metrics.reach)}
                exact={formatInteger(item.metrics.reach)}
              />
              <Figure
                label="Views"
                value={formatCompact(item.metrics.views)}
                exact={formatInteger(item.metrics.views)}
              />
              <Figure label="Engagement" value={formatPercent(item.metrics.engagement_rate)} />
            </SimpleGrid>
            {item.metrics.simulated && (
              <Badge variant="outline" color="gray" tt="none" size="sm" data-testid="sme-content-simulated">
                Simulated
              </Badge>
            )}
          </Stack>
        )}
        <Group gap="sm" justify="space-between" wrap="wrap">
          {item.post_url ? (
            <Anchor
              href={item.post_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              className={classes.above}
              py={8}
            >
              <Group gap={4} component="span" wrap="nowrap">
                <IconExternalLink size={16} aria-hidden />
                Open the post
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Group>
            </Anchor>
          ) : (
            <span />
          )}
          <Button
            variant={action === 'View' ? 'default' : 'filled'}
            size="md"
            className={classes.open}
            onClick={() => onOpen(item.id)}
            aria-haspopup="dialog"
          >
            {action}
            <VisuallyHidden>: {what}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
