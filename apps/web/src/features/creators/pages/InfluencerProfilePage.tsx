import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconArrowsLeftRight, IconUsersPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { INCOME_CATEGORIES, INCOME_CATEGORY_LABELS } from '@app/shared/creator-options';
import { ErrorState } from '../../../components/ErrorState';
import { FollowerCount } from '../../../components/FollowerCount';
import { PageTitle } from '../../../components/PageTitle';
import { Section } from '../../../components/Section';
import { Stat } from '../../../components/Stat';
import { isApiError } from '../../../lib/api-client';
import { formatPercent } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { useConfigBundle } from '../../config/api/conf-all';
import { useContentCreatorTypes } from '../../config/api/content-creator-types';
import { channelLabel, postContentTypeLabel, subcategoryLabel, titleCase } from '../../config/lib/lookups';
import { LazyAddToGroupModal } from '../components/LazyAddToGroupModal';
import { useCreatorProfile } from '../api/creator-profile';
import { creatorPlace } from '../components/CreatorResultCard';
import { AudienceSection, ChannelsSection, VerificationSection } from '../components/CreatorProfileSections';
import { CreatorSocialMetricsCard } from '../components/CreatorSocialMetricsCard';
import { comparisonPath } from '../lib/comparison';

function ProfileSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading the creator">
      <Paper withBorder radius="md" p="lg">
        <Group gap="md">
          <Skeleton circle height={84} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={26} width="40%" />
            <Skeleton height={14} width="30%" />
            <Skeleton height={14} width="60%" />
          </Stack>
        </Group>
      </Paper>
      <Skeleton height={200} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((i) => (
          <CreatorSocialMetricsCard key={i} loading />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /influencers/{influencer_id}: channels with prices, audience, verification steps and recent posts with their metrics.
 */
export function InfluencerProfilePage() {
  const { influencerId = '' } = useParams();
  const id = /^\d{1,9}$/.test(influencerId) ? Number(influencerId) : 0;
  const profile = useCreatorProfile(id);
  const config = useConfigBundle().data;
  const types = useContentCreatorTypes().data;
  const [addOpened, addModal] = useDisclosure(false);

  const back = (
    <Anchor component={Link} to={paths.influencers()} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        All influencers
      </Group>
    </Anchor>
  );

  if (!id || (profile.isError && isApiError(profile.error) && profile.error.code === 'NOT_FOUND')) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          {back}
          <PageTitle>Creator not found</PageTitle>
          <Text>There is no creator with this id. They may have left the platform.</Text>
        </Stack>
      </Container>
    );
  }

  const data = profile.data;
  const typeName = data ? types?.find((t) => t.id === data.content_creator_type_id)?.name : undefined;
  const income =
    data && (INCOME_CATEGORIES as readonly string[]).includes(data.income_category)
      ? INCOME_CATEGORY_LABELS[data.income_category as (typeof INCOME_CATEGORIES)[number]]
      : undefined;
  const handles = new Map(data?.channels.map((c) => [c.channel, c.handle]) ?? []);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        {back}
        {profile.isPending ? (
          <ProfileSkeleton />
        ) : profile.isError ? (
          <ErrorState
            title="We could not load this creator"
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        ) : data ? (
          <>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="md">
                <Group gap="md" align="flex-start" wrap="nowrap">
                  <Avatar src={data.avatar} name={data.name} alt="" color="initials" radius="xl" size={84} />
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <PageTitle fz={{ base: 'h3', sm: 'h2' }}>{data.name}</PageTitle>
                    <Text c="dimmed" size="sm">
                      {creatorPlace(data, config)} · {titleCase(data.gender)}
                      {data.age !== null ? `, ${data.age}` : ''}
                    </Text>
                    <Group gap={6}>
                      {typeName && <Badge variant="light">{typeName}</Badge>}
                      {income && (
                        <Badge variant="outline" color="gray" tt="none">
                          {income}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Group>
                {data.bio && <Text size="sm">{data.bio}</Text>}
                {data.subcategories.length > 0 && (
                  <Group gap={6} aria-label="Interests and occupations" role="list">
                    {data.subcategories.map((s) => (
                      <Badge key={s} variant="dot" color="gray" tt="none" role="listitem">
                        {subcategoryLabel(config, s)}
                      </Badge>
                    ))}
                  </Group>
                )}
                <Group justify="space-between" align="flex-end" gap="md">
                  <Group gap="xl">
                    <Stat label="Combined followers" size="lg">
                      <FollowerCount value={data.combined_followers_count} inherit />
                    </Stat>
                    <Stat label="Engagement rate" size="lg">
                      {formatPercent(data.engagement_rate)}
                    </Stat>
                    <Stat label="Channels" size="lg">
                      {data.channels.length}
                    </Stat>
                  </Group>
                  <Group gap="sm">
                    <Button
                      component={Link}
                      to={comparisonPath(data.id)}
                      variant="default"
                      leftSection={<IconArrowsLeftRight size={16} aria-hidden />}
                    >
                      Compare
                    </Button>
                    <Button
                      onClick={addModal.open}
                      leftSection={<IconUsersPlus size={16} aria-hidden />}
                      data-testid="profile-add-to-group"
                    >
                      Add to group
                    </Button>
                  </Group>
                </Group>
              </Stack>
            </Paper>
            <ChannelsSection profile={data} config={config} />
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <VerificationSection profile={data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <AudienceSection profile={data} config={config} />
              </Grid.Col>
            </Grid>
            <Section
              title="Recent posts"
              description="Metrics of the creator's latest posts; cost per engagement in US dollars."
              data-testid="profile-posts"
            >
              {data.posts.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No posts measured yet.
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                  {data.posts.map((post) => (
                    <CreatorSocialMetricsCard
                      key={post.id}
                      post={post}
                      avatar={data.avatar}
                      fallbackHandle={handles.get(post.platform)}
                      platformLabel={channelLabel(config, post.platform)}
                      mediaTypeLabel={postContentTypeLabel(config, post.platform, post.media_type)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Section>
            <LazyAddToGroupModal opened={addOpened} onClose={addModal.close} creatorIds={[data.id]} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
