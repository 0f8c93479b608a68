import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Campaign } from '@app/shared/campaigns';
import { paths } from '../../../../lib/paths';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel, countryName } from '../../../config/lib/lookups';
import { yesNo } from '../lib/labels';
import { ChannelList } from '../../components/ChannelList';
import { Fact } from '../../../../components/Fact';

/** A free text of the campaign, kept as typed (line breaks too); nothing when it is empty. */
function TextBlock({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Stack gap={4}>
      <Title order={4} fz="sm">
        {title}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Stack>
  );
}

function Rows({ title, rows }: { title: string; rows: Campaign['selling_points'] }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={4} fz="sm">
        {title}
      </Title>
      <List type="ordered" size="sm" spacing={4}>
        {[...rows]
          .sort((a, b) => a.row_order - b.row_order)
          .map((row) => (
            <List.Item key={row.row_order} style={{ overflowWrap: 'anywhere' }}>
              {row.description}
            </List.Item>
          ))}
      </List>
    </Stack>
  );
}

function Tags({ title, tags, prefix }: { title: string; tags: Campaign['handles']; prefix: string }) {
  const config = useConfigBundle().data;
  if (tags.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={4} fz="sm">
        {title}
      </Title>
      <Group gap={6}>
        {tags.map((tag) => (
          <Badge key={`${tag.channel}:${tag.text}`} variant="light" color="gray" tt="none">
            {tag.text.startsWith(prefix) ? tag.text : `${prefix}${tag.text}`} · {channelLabel(config, tag.channel)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The campaign's brief link, settings and texts: description, objective, product, call to action, selling points,
 * steps, handles and hashtags.
 */
export function CampaignAbout({ campaign, companyId }: { campaign: Campaign; companyId: string }) {
  const config = useConfigBundle().data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label="Brand">{campaign.brand_name}</Fact>
        <Fact label="Country">{countryName(config, campaign.country)}</Fact>
        <Fact label="Time zone">{campaign.timezone}</Fact>
        <Fact label="Platforms">
          <ChannelList channels={campaign.platforms} />
        </Fact>
        <Fact label="Brief">
          {campaign.brief_id ? (
            <Anchor component={Link} to={paths.company.brief(companyId, campaign.brief_id)} size="sm">
              Open the brief
            </Anchor>
          ) : (
            'None'
          )}
        </Fact>
        {campaign.purchase_order && <Fact label="Purchase order">{campaign.purchase_order}</Fact>}
        <Fact label="Content pre-approval">{yesNo(campaign.pre_approval)}</Fact>
        <Fact label="Advertiser pre-approval">{yesNo(campaign.advertiser_pre_approval)}</Fact>
        {campaign.pre_approval && <Fact label="Rounds of review per post">{campaign.max_content_rounds}</Fact>}
        <Fact label="Contract signature required">{yesNo(campaign.contract_signature_required)}</Fact>
      </SimpleGrid>
      <TextBlock title="Description" text={campaign.description} />
      <TextBlock title="Campaign objective" text={campaign.campaign_objective} />
      <TextBlock title="Product overview" text={campaign.product_overview} />
      <TextBlock title="Call to action" text={campaign.call_to_action} />
      <Rows title="Key selling points" rows={campaign.selling_points} />
      <Rows title="Content creation steps" rows={campaign.content_creation_steps} />
      <Tags title="Handles" tags={campaign.handles} prefix="@" />
      <Tags title="Hashtags" tags={campaign.hashtags} prefix="#" />
    </Stack>
  );
}
