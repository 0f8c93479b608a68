import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ConfigBundle } from '@app/shared/config';
import type { CreatorProfile, CreatorSearchResult } from '@app/shared/creators';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { ErrorState } from '../../../components/ErrorState';
import { FollowerCount } from '../../../components/FollowerCount';
import { PageTitle } from '../../../components/PageTitle';
import { formatPercent } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { useConfigBundle } from '../../config/api/conf-all';
import { channelLabel, orderChannels, titleCase } from '../../config/lib/lookups';
import { useCreatorProfiles } from '../api/creator-profile';
import { useCreatorsByIds } from '../api/find-by-ids';
import { ChannelLevelBadges } from '../components/ChannelLevelBadges';
import { CreatorPicker } from '../components/CreatorPicker';
import { creatorPlace } from '../components/CreatorResultCard';
import { VerificationBadge } from '../components/VerificationBadge';
import { comparedOthers, MAX_COMPARED, othersFromQuery } from '../lib/comparison';
import { sortedAgeBuckets } from '../lib/profile';

interface Row {
  label: ReactNode;
  cells: ReactNode[];
  /** Numeric values: the highest is marked. */
  values?: (number | null)[];
}

function best(values: (number | null)[] | undefined): number | null {
  if (!values) return null;
  const numbers = values.filter((v): v is number => v !== null);
  return numbers.length > 1 ? Math.max(...numbers) : null;
}

function buildRows(
  creators: CreatorSearchResult[],
  profiles: (CreatorProfile | undefined)[],
  config: ConfigBundle | undefined,
): Row[] {
  const rows: Row[] = [
    { label: 'Location', cells: creators.map((c) => creatorPlace(c, config)) },
    {
      label: 'Gender and age',
      cells: creators.map((c) => `${titleCase(c.gender)}${c.age !== null ? `, ${c.age}` : ''}`),
    },
    {
      label: 'Verification',
      cells: creators.map((c) => <VerificationBadge key={c.id} status={c.verification_status} size="sm" />),
    },
    {
      label: 'Combined followers',
      cells: creators.map((c) => <FollowerCount key={c.id} value={c.combined_followers_count} inherit />),
      values: creators.map((c) => c.combined_followers_count),
    },
    {
      label: 'Engagement rate',
      cells: creators.map((c) => formatPercent(c.engagement_rate)),
      values: creators.map((c) => c.engagement_rate),
    },
    {
      label: 'Channels and levels',
      cells: creators.map((c) => <ChannelLevelBadges key={c.id} items={c.channels_levels} config={config} />),
    },
  ];
  const channels = orderChannels(
    [...new Set(creators.flatMap((c) => c.channels))],
    (c) => c,
    config?.channels.map((c) => c.value),
  );
  for (const channel of channels) {
    const figures = profiles.map((p) => p?.channels.find((ch) => ch.channel === channel) ?? null);
    rows.push({
      label: (
        <Group gap={6} wrap="nowrap" component="span">
          <ChannelIcon channel={channel} />
          {channelLabel(config, channel)} followers
        </Group>
      ),
      cells: figures.map((f, i) =>
        profiles[i] === undefined ? (
          <Skeleton key={i} height={14} width={60} />
        ) : f ? (
          <FollowerCount key={i} value={f.followers} inherit />
        ) : (
          '–'
        ),
      ),
      values: figures.map((f) => f?.followers ?? null),
    });
  }
  rows.push({
    label: 'Largest audience age group',
    cells: profiles.map((p, i) => {
      if (p === undefined) return <Skeleton key={i} height={14} width={60} />;
      if (!p.audience) return '–';
      const top = [...sortedAgeBuckets(p.audience.age)].sort((a, b) => b.share - a.share)[0];
      return top ? `${top.bucket} (${top.share}%)` : '–';
    }),
  });
  rows.push({
    label: 'Female audience',
    cells: profiles.map((p, i) =>
      p === undefined ? <Skeleton key={i} height={14} width={40} /> : p.audience ? `${p.audience.gender.female}%` : '–',
    ),
  });
  return rows;
}

/** /influencers-comparison/{influencer_id}?ids=a,b,c: the creator side by side with up to three others. */
export function InfluencerComparisonPage() {
  const { influencerId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const id = /^\d{1,9}$/.test(influencerId) ? Number(influencerId) : 0;
  const others = othersFromQuery(id, params.get('ids'));
  const ids = id ? [id, ...others] : [];
  const creators = useCreatorsByIds(ids);
  const profiles = useCreatorProfiles(ids);
  const config = useConfigBundle().data;

  const setOthers = (next: number[]) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        const clean = comparedOthers(id, next);
        if (clean.length) copy.set('ids', clean.join(','));
        else copy.delete('ids');
        return copy;
      },
      { replace: true },
    );

  // find_by_ids answers in the order asked; an unknown id is left out.
  const found = creators.data ?? [];
  const profileById = new Map(profiles.map((q, i) => [ids[i], q.data]));
  const columnProfiles = found.map((c) => profileById.get(c.id));
  const rows = buildRows(found, columnProfiles, config);
  const main = found.find((c) => c.id === id);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={id ? paths.influencer(id) : paths.influencers()} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {main ? `Back to ${main.name}` : 'Back'}
          </Group>
        </Anchor>
        <Stack gap={2}>
          <PageTitle documentTitle={main ? `Compare ${main.name}` : 'Compare creators'}>Compare creators</PageTitle>
          <Text size="sm" c="dimmed">
            Side by side with up to {MAX_COMPARED - 1} others. The highest figure of a row is marked.
          </Text>
        </Stack>
        <CreatorPicker
          label="Add a creator to compare"
          description={
            others.length >= MAX_COMPARED - 1
              ? `At most ${MAX_COMPARED} creators at once: remove one to add another.`
              : undefined
          }
          exclude={ids}
          disabled={!id || others.length >= MAX_COMPARED - 1}
          onPick={(picked) => setOthers([...others, picked])}
        />
        {!id ? (
          <Text>There is no creator with this id.</Text>
        ) : creators.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading the creators">
            <Skeleton height={60} />
            <Skeleton height={240} />
          </Stack>
        ) : creators.isError ? (
          <ErrorState
            title="We could not load these creators"
            error={creators.error}
            onRetry={() => void creators.refetch()}
          />
        ) : !main ? (
          <Text>There is no creator with this id. They may have left the platform.</Text>
        ) : (
          <Paper withBorder radius="md" p={0} data-testid="comparison">
            <Table.ScrollContainer minWidth={Math.max(480, 200 + found.length * 200)}>
              <Table verticalSpacing="sm" horizontalSpacing="md" withColumnBorders striped stickyHeader>
                <Table.Caption>
                  {found.length === 1 ? 'Add a creator above to compare.' : `${found.length} creators compared`}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w={200}>
                      Creator
                    </Table.Th>
                    {found.map((c) => (
                      <Table.Th key={c.id} scope="col" data-testid="compared-creator">
                        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
                          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                            <Avatar src={c.avatar} name={c.name} alt="" color="initials" radius="xl" />
                            <Stack gap={0} style={{ minWidth: 0 }}>
                              <Anchor component={Link} to={paths.influencer(c.id)} fw={600} size="sm">
                                {c.name}
                              </Anchor>
                              {c.id === id && (
                                <Badge size="xs" variant="light" w="fit-content">
                                  This creator
                                </Badge>
                              )}
                            </Stack>
                          </Group>
                          {c.id !== id && (
                            <Tooltip label="Remove from the comparison" withArrow>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={`Remove ${c.name} from the comparison`}
                                onClick={() => setOthers(others.filter((o) => o !== c.id))}
                              >
                                <IconX size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Group>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, r) => {
                    const top = best(row.values);
                    return (
                      <Table.Tr key={r}>
                        <Table.Th scope="row" fw={500}>
                          {row.label}
                        </Table.Th>
                        {row.cells.map((cell, i) => {
                          const isBest = top !== null && row.values?.[i] === top;
                          return (
                            <Table.Td key={i} fw={isBest ? 700 : undefined}>
                              <Group gap={6} wrap="nowrap">
                                {cell}
                                {isBest && (
                                  <Badge size="xs" color="green" variant="light">
                                    Highest
                                  </Badge>
                                )}
                              </Group>
                            </Table.Td>
                          );
                        })}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
