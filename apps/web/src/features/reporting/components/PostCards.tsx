import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CampaignMetricsResponse } from '@app/shared/reporting';
import { plural } from '../../../lib/numbers';
import { PostMetricsCard } from './PostMetricsCard';

/** Cards shown at first and added by each "Show more". */
export const POST_CARDS_PAGE = 12;

type Post = CampaignMetricsResponse['data']['posts'][number];

/** One metrics card per live post, 12 at a time (each card makes its own call). */
export function PostCards({ posts }: { posts: readonly Post[] }) {
  const [shown, setShown] = useState(POST_CARDS_PAGE);
  const visible = posts.slice(0, shown);
  const left = posts.length - visible.length;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="post-cards">
        {visible.map((post) => (
          <PostMetricsCard key={post.id} contentId={post.id} platform={post.platform} />
        ))}
      </SimpleGrid>
      {left > 0 && (
        <Group justify="center" gap="sm">
          <Text size="sm" c="dimmed">
            Showing {visible.length} of {plural(posts.length, 'post')}
          </Text>
          <Button variant="default" size="xs" onClick={() => setShown((n) => n + POST_CARDS_PAGE)}>
            Show more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
