import { Anchor, Badge, Group, Image, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Brief } from '@app/shared/briefs';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { RichTextView } from '../../../components/RichTextView';
import { formatDate } from '../../../lib/dates';
import { formatBytes } from '../../../lib/uploads';
import { optionLabel, type Option } from '../lib/options';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const None = ({ children = 'None' }: { children?: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

function Rows({ rows, label }: { rows: readonly string[]; label: string }) {
  if (!rows.length) return <None />;
  return (
    <List type="ordered" spacing={4} size="sm" aria-label={label}>
      {rows.map((row, index) => (
        <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
          {row}
        </List.Item>
      ))}
    </List>
  );
}

function Tags({ tags, label }: { tags: readonly string[]; label: string }) {
  if (!tags.length) return <None />;
  return (
    <Group gap={6} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="light" tt="none">
            {tag}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

interface BriefDetailsProps {
  brief: Brief;
  platforms: readonly Option[];
  niches: readonly Option[];
}

/** A brief, read-only: every field of the spec's Brief, rich texts through RichTextView. */
export function BriefDetails({ brief, platforms, niches }: BriefDetailsProps) {
  const thumbnail = brief.thumbnail[0];
  const handles = brief.handles.length ? brief.handles : brief.handle;
  const hashtags = brief.hashtags.length ? brief.hashtags : brief.hashtag;
  return (
    <Stack gap="md" data-testid="brief-details">
      <Section title="About the brief">
        <Group align="flex-start" gap="lg" wrap="wrap">
          {thumbnail && (
            <Image
              src={thumbnail.url}
              alt={`Thumbnail of ${brief.brief_name}`}
              w={160}
              h={160}
              radius="md"
              fit="cover"
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: '1 1 260px' }}>
            <div>
              <Text size="xs" c="dimmed">
                Brand
              </Text>
              <Text size="sm">{brief.brand_name}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Platform
              </Text>
              <Group gap={6} wrap="nowrap">
                <ChannelIcon channel={brief.platform} />
                <Text size="sm">{optionLabel(platforms, brief.platform)}</Text>
              </Group>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Dates
              </Text>
              <Text size="sm">
                {formatDate(brief.start_date)} – {formatDate(brief.end_date)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Niches
              </Text>
              {brief.niche.length ? (
                <Group gap={4}>
                  {brief.niche.map((niche) => (
                    <Badge key={niche} variant="light" size="sm" tt="none">
                      {optionLabel(niches, niche)}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <None />
              )}
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Content pre-approval
              </Text>
              <Text size="sm">{brief.pre_approval ? 'Yes' : 'No'}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Advertiser pre-approval
              </Text>
              <Text size="sm">{brief.advertiser_pre_approval ? 'Yes' : 'No'}</Text>
            </div>
          </SimpleGrid>
        </Group>
      </Section>
      <Section title="Overview">
        <RichTextView value={brief.overview} empty={<None>No overview yet</None>} />
      </Section>
      <Section title="Objectives">
        <RichTextView value={brief.objectives} empty={<None>No objectives yet</None>} />
      </Section>
      <Section title="Call to action">
        {brief.call_to_action ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {brief.call_to_action}
          </Text>
        ) : (
          <None />
        )}
      </Section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title="Content creation steps">
          <Rows rows={brief.content_creation_steps} label="Content creation steps" />
        </Section>
        <Section title="Key selling points">
          <Rows rows={brief.key_selling_points} label="Key selling points" />
        </Section>
        <Section title="Handles">
          <Tags tags={handles} label="Handles" />
        </Section>
        <Section title="Hashtags">
          <Tags tags={hashtags} label="Hashtags" />
        </Section>
      </SimpleGrid>
      <Section title="Assets">
        {brief.assets.length ? (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Assets">
            {brief.assets.map((file) => (
              <Group component="li" key={file.url} gap="xs" wrap="nowrap">
                {file.content_type === 'application/pdf' ? (
                  <IconFileTypePdf size={18} aria-hidden />
                ) : (
                  <IconPhoto size={18} aria-hidden />
                )}
                <Anchor
                  href={file.url}
                  // A PDF is served as an attachment (never shown from our origin): saved under its own name.
                  download={file.content_type === 'application/pdf' ? file.name : undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  truncate="end"
                  miw={0}
                  style={{ flex: 1 }}
                >
                  {file.name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(file.size)}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : (
          <None>No files</None>
        )}
      </Section>
    </Stack>
  );
}
