import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SmeDashboard } from '@app/shared/sme';
import { ContentStatusBadge } from '../../../content/components/ContentStatusBadge';
import { isContentStatus, openLabel } from '../../../content/sme/lib/labels';
import { smeContentsPath } from '../../../content/sme/lib/contents-params';

/** How many items the dashboard lists; the rest are in Contents. */
const SHOWN = 5;

/**
 * What waits for the owner (drafts and live links to decide): the count, up to five items each opening its review in
 * Contents, and the way to all of them.
 */
export function ContentWaiting({ smeId, waiting }: { smeId: string; waiting: SmeDashboard['content_waiting'] }) {
  if (waiting.count === 0)
    return (
      <Paper withBorder radius="md" p="lg" data-testid="sme-waiting-empty">
        <Group gap="sm" wrap="nowrap">
          <IconChecks size={28} aria-hidden />
          <Stack gap={0}>
            <Text fw={600}>Nothing waiting for you</Text>
            <Text size="sm" c="dimmed">
              Drafts and live links the creators send appear here.
            </Text>
          </Stack>
        </Group>
      </Paper>
    );
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="sme-waiting-count">
        <Text span fw={700} inherit>
          {waiting.count}
        </Text>{' '}
        {waiting.count === 1 ? 'piece waits for your approval' : 'pieces wait for your approval'}
      </Text>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Content waiting">
        {waiting.items.slice(0, SHOWN).map((item) => (
          <Paper component="li" key={item.id} withBorder radius="md" px="md" py="sm" data-testid="sme-waiting-item">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar src={item.creator.avatar} name={item.creator.name} color="initials" size={40} alt="" />
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Anchor
                  component={Link}
                  to={smeContentsPath(smeId, { filter: 'TO_REVIEW', item: item.id })}
                  fw={600}
                  py={4}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {openLabel(item.status)}: {item.creator.name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {item.campaign_name} · Post {item.post_index}
                </Text>
              </Stack>
              {isContentStatus(item.status) ? (
                <ContentStatusBadge status={item.status} />
              ) : (
                <Badge variant="light" color="gray" tt="none" size="sm">
                  {item.status}
                </Badge>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <Anchor component={Link} to={smeContentsPath(smeId, { filter: 'TO_REVIEW' })} size="sm" py={8}>
        See everything to review in Contents
      </Anchor>
    </Stack>
  );
}
