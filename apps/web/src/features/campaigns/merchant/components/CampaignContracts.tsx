import { Anchor, Avatar, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ContractSummary } from '@app/shared/contracts';
import { ErrorState } from '../../../../components/ErrorState';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { ContractStatusBadge } from '../../../contracts/components/ContractStatusBadge';

interface CampaignContractsProps {
  companyId: string;
  campaignId: string;
  contracts: UseQueryResult<ContractSummary[]>;
}

/** The contracts made for the campaign: creator (the link to the contract), template, status, signature date. */
export function CampaignContracts({ companyId, campaignId, contracts }: CampaignContractsProps) {
  if (contracts.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading the contracts">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (contracts.isError)
    return (
      <ErrorState
        title="We could not load the contracts"
        error={contracts.error}
        onRetry={() => void contracts.refetch()}
      />
    );
  if (contracts.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="campaign-contracts-empty">
        No contracts were made for this campaign (no contract template was attached).
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" data-testid="campaign-contracts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Creator</Table.Th>
            <Table.Th>Template</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th visibleFrom="sm">Signed at</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contracts.data.map((contract) => (
            <Table.Tr key={contract.id} data-testid="campaign-contract">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Avatar
                    src={contract.creator.avatar}
                    alt=""
                    size="sm"
                    radius="xl"
                    name={contract.creator.name}
                    color="initials"
                    visibleFrom="xs"
                  />
                  <Anchor
                    component={Link}
                    to={paths.company.contractCampaign(companyId, contract.id, campaignId)}
                    size="sm"
                    fw={500}
                    aria-label={`Contract of ${contract.creator.name}: ${contract.template_title}`}
                  >
                    {contract.creator.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {contract.template_title}
                </Text>
              </Table.Td>
              <Table.Td>
                <ContractStatusBadge status={contract.status} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {contract.signed_at ? formatDate(contract.signed_at, 'dayFirstTime') : '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
