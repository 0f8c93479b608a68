import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { Campaign } from '@app/shared/campaigns';
import type { ContractSummary } from '@app/shared/contracts';
import { AvatarList } from '../../../../components/AvatarList';
import { plural } from '../../../../lib/numbers';
import { ContractStatusBadge } from '../../../contracts/components/ContractStatusBadge';
import { invitationColor, invitationLabel } from '../lib/labels';

interface CreatorsSectionProps {
  campaign: Campaign;
  /** The campaign's contracts, when loaded: each creator's show next to their invitation. */
  contracts: readonly ContractSummary[] | undefined;
}

/** The campaign's creators: two avatars then +N, and each with their invitation state and contracts. */
export function CreatorsSection({ campaign, contracts }: CreatorsSectionProps) {
  const creators = campaign.influencers;
  if (creators.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No creators were selected for this campaign.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="sm">
        <AvatarList items={creators.map((c) => ({ id: c.id, name: c.name, src: c.avatar }))} noun="creators" />
        <Text size="sm" c="dimmed">
          {plural(creators.length, 'creator')}
        </Text>
      </Group>
      <Stack
        component="ul"
        gap="xs"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Creators"
        data-testid="campaign-creators"
      >
        {creators.map((creator) => {
          const theirs = contracts?.filter((contract) => contract.creator.id === creator.id) ?? [];
          return (
            <Group
              component="li"
              key={creator.id}
              justify="space-between"
              gap="xs"
              wrap="wrap"
              data-testid="campaign-creator"
            >
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Avatar src={creator.avatar} alt="" size="sm" radius="xl" name={creator.name} color="initials" />
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {creator.name}
                </Text>
              </Group>
              <Group gap={6}>
                <Badge
                  variant="light"
                  color={invitationColor(creator.invitation_status)}
                  tt="none"
                  size="sm"
                  data-invitation={creator.invitation_status}
                >
                  {invitationLabel(creator.invitation_status)}
                </Badge>
                {theirs.map((contract) => (
                  <Group key={contract.id} gap={4} wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      {contract.template_title}:
                    </Text>
                    <ContractStatusBadge status={contract.status} />
                  </Group>
                ))}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
