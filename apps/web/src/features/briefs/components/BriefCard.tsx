import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Brief } from '@app/shared/briefs';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { optionLabel, type Option } from '../lib/options';

interface BriefCardProps {
  brief: Brief;
  companyId: string;
  platforms: readonly Option[];
  niches: readonly Option[];
}

/** A brief in the list: its name (the link to it), platform, dates and niches. */
export function BriefCard({ brief, companyId, platforms, niches }: BriefCardProps) {
  const thumbnail = brief.thumbnail[0];
  const shownNiches = brief.niche.slice(0, 3);
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid="brief-card">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {thumbnail && (
          <Image src={thumbnail.url} alt="" w={64} h={64} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
        )}
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Anchor
            component={Link}
            to={paths.company.brief(companyId, brief.brief_id)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {brief.brief_name}
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <ChannelIcon channel={brief.platform} />
            <Text size="sm">{optionLabel(platforms, brief.platform)}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDate(brief.start_date)} – {formatDate(brief.end_date)}
          </Text>
          {shownNiches.length > 0 && (
            <Group gap={4}>
              {shownNiches.map((niche) => (
                <Badge key={niche} variant="light" size="sm" tt="none">
                  {optionLabel(niches, niche)}
                </Badge>
              ))}
              {brief.niche.length > shownNiches.length && (
                <Text size="xs" c="dimmed">
                  +{brief.niche.length - shownNiches.length}
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
