import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ContractSummary } from '@app/shared/contracts';
import { ErrorState } from '../../../../components/ErrorState';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useCreatorContracts } from '../../api/creator-contracts';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { EmptyBlock, ListSkeleton, PortalPage } from '../../../creator-accounts/components/PortalPage';
import { isProfileIncompleteError, ProfileIncomplete } from '../../../creator-accounts/components/ProfileIncomplete';
import { ContractStatusBadge } from '../../components/ContractStatusBadge';

function ContractCard({ contract }: { contract: ContractSummary }) {
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="contract-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md">
            <Link to={paths.creator.contract(contract.id)} style={{ color: 'inherit' }}>
              {contract.template_title}
            </Link>
          </Title>
          <ContractStatusBadge status={contract.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {contract.campaign.name}
        </Text>
        <Text size="sm">
          {contract.status === 'SIGNED' && contract.signed_at
            ? `Signed ${formatDate(contract.signed_at, 'dayFirstTime')}`
            : `Sent ${formatDate(contract.created_at, 'dayFirstTime')}`}
        </Text>
      </Stack>
    </Card>
  );
}

/** /creator/contracts: the creator's contracts, those awaiting a signature first. */
export function CreatorContractsPage() {
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const contracts = useCreatorContracts(complete);
  const title = 'Contracts';

  if ((profile.data && !complete) || (contracts.isError && isProfileIncompleteError(contracts.error))) {
    return (
      <PortalPage title={title}>
        <ProfileIncomplete what="contracts" />
      </PortalPage>
    );
  }

  const list = contracts.data
    ? [...contracts.data].sort(
        (a, b) => Number(b.status === 'PENDING_SIGNATURE') - Number(a.status === 'PENDING_SIGNATURE'),
      )
    : [];
  return (
    <PortalPage
      title={title}
      description="Read each contract of your campaigns; sign or decline those that wait for you."
    >
      {profile.isError ? (
        <ErrorState
          title="We could not load your profile"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : contracts.isError ? (
        <ErrorState
          title="We could not load your contracts"
          error={contracts.error}
          onRetry={() => void contracts.refetch()}
        />
      ) : !contracts.data ? (
        <ListSkeleton label="Loading your contracts" />
      ) : list.length === 0 ? (
        <EmptyBlock
          icon={<IconFileCertificate size={28} aria-hidden />}
          title="No contracts yet"
          description="When a campaign you are invited to has a contract, it shows here."
          testId="contracts-empty"
        />
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your contracts">
          {list.map((contract) => (
            <ContractCard key={contract.id} contract={contract} />
          ))}
        </Stack>
      )}
    </PortalPage>
  );
}
