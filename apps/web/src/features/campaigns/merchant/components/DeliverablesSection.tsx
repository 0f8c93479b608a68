import { Avatar, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BONUS_TYPE_LABELS } from '@app/shared/campaign-pricing';
import { sumMinor } from '@app/shared/money';
import type { Campaign } from '@app/shared/campaigns';
import { AvatarList } from '../../../../components/AvatarList';
import { ChannelIcon } from '../../../../components/ChannelIcon';
import { plural } from '../../../../lib/numbers';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel, postContentTypeLabel } from '../../../config/lib/lookups';
import { campaignDateRange } from '../../lib/format';
import { formatMoney } from '../../../../lib/money';
import { Fact } from '../../../../components/Fact';
import { SubtasksPanel } from './SubtasksPanel';

type Deliverable = Campaign['deliverables'][number];

function rateText(deliverable: Deliverable, currency: string): string {
  const label = BONUS_TYPE_LABELS[deliverable.bonus_type];
  if (deliverable.bonus_type === 'NONE') return label;
  const amount = formatMoney(deliverable.bonus_amount_minor, currency);
  return deliverable.bonus_type === 'EXTRA'
    ? `${label}: ${amount} on top of the level price`
    : `${label}: ${amount} per creator`;
}

function DeliverableCard({
  deliverable,
  currency,
  timezone,
  index,
  subtasks,
}: {
  deliverable: Deliverable;
  currency: string;
  timezone: string;
  index: number;
  /** The deliverable's subtasks panel, under its creators. */
  subtasks?: (title: string) => React.ReactNode;
}) {
  const config = useConfigBundle().data;
  const postType = postContentTypeLabel(config, deliverable.channel, deliverable.post_content_type);
  const title = `${channelLabel(config, deliverable.channel)} · ${postType}`;
  const total = sumMinor(deliverable.influencers.map((creator) => creator.cost_minor));
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      data-testid="deliverable"
      aria-label={`Deliverable ${index + 1}: ${title}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap={6} wrap="nowrap" miw={0}>
            <ChannelIcon channel={deliverable.channel} size={18} />
            <Title order={4} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
          </Group>
          <AvatarList
            items={deliverable.influencers.map((c) => ({ id: c.id, name: c.name, src: c.avatar }))}
            noun="creators"
            size={28}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label="Dates">{campaignDateRange(deliverable.start_date, deliverable.end_date, timezone)}</Fact>
          <Fact label="Posts per creator">{deliverable.number_of_posts}</Fact>
          <Fact label="Rate">{rateText(deliverable, currency)}</Fact>
          <Fact label="Deliverable total">{formatMoney(total, currency)}</Fact>
        </SimpleGrid>
        {deliverable.extra_instructions.trim() && (
          <Fact label="Extra instructions">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {deliverable.extra_instructions}
            </Text>
          </Fact>
        )}
        {deliverable.influencers.length > 0 && (
          <Table verticalSpacing={6} data-testid="deliverable-creators">
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
              {plural(deliverable.influencers.length, 'creator')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Creator</Table.Th>
                <Table.Th ta="right" visibleFrom="xs">
                  Per post
                </Table.Th>
                <Table.Th ta="right">Cost</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliverable.influencers.map((creator) => (
                <Table.Tr key={creator.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar
                        src={creator.avatar}
                        alt=""
                        size="sm"
                        radius="xl"
                        name={creator.name}
                        color="initials"
                        visibleFrom="xs"
                      />
                      <div>
                        <Text size="sm">{creator.name}</Text>
                        {/* On a phone the per-post price goes under the name: two amounts would not fit. */}
                        <Text size="xs" c="dimmed" hiddenFrom="xs">
                          {formatMoney(creator.unit_cost_minor, currency)} per post
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="xs">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(creator.unit_cost_minor, currency)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(creator.cost_minor, currency)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {subtasks?.(title)}
      </Stack>
    </Paper>
  );
}

/**
 * The campaign's deliverables (its tasks): channel and content type, dates, posts, rate, instructions, and each
 * creator's cost.
 */
export function DeliverablesSection({ campaign, mayEdit = false }: { campaign: Campaign; mayEdit?: boolean }) {
  if (campaign.deliverables.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This campaign has no deliverables.
      </Text>
    );
  }
  return (
    <Stack
      component="ol"
      gap="sm"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Deliverables"
      data-testid="deliverables"
    >
      {campaign.deliverables.map((deliverable, index) => (
        <DeliverableCard
          key={deliverable.id}
          deliverable={deliverable}
          currency={campaign.currency}
          timezone={campaign.timezone}
          index={index}
          subtasks={(title) => (
            <SubtasksPanel campaign={campaign} deliverable={deliverable} title={title} mayEdit={mayEdit} />
          )}
        />
      ))}
    </Stack>
  );
}
