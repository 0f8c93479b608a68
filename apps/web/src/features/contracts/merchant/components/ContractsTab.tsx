import { Anchor, Avatar, EmptyState, Group, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  type ContractStatus,
  type ContractSummary,
} from '@app/shared/contracts';
import { ErrorState } from '../../../../components/ErrorState';
import { StaleDataNotice } from '../../../../components/StaleDataNotice';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useContracts } from '../../api/contracts';
import { ContractStatusBadge } from '../../components/ContractStatusBadge';

function ContractsSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading the contracts">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={40} />
      ))}
    </Stack>
  );
}

function ContractRow({ contract, companyId }: { contract: ContractSummary; companyId: string }) {
  const navigate = useNavigate();
  const to = paths.company.contractCampaign(companyId, contract.id, contract.campaign.id);
  return (
    // The creator's name is the row's link (keyboard, screen readers); a click anywhere on the row follows it too.
    <Table.Tr
      data-testid="contract-row"
      onClick={(event) => !(event.target as HTMLElement).closest('a') && void navigate(to)}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={contract.creator.avatar}
            alt=""
            size="sm"
            radius="xl"
            name={contract.creator.name}
            color="initials"
          />
          <Anchor component={Link} to={to} size="sm" fw={500}>
            {contract.creator.name}
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{contract.campaign.name}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{contract.template_title}</Text>
      </Table.Td>
      <Table.Td>
        <ContractStatusBadge status={contract.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {contract.signed_at ? formatDate(contract.signed_at, 'dayFirstTime') : '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{contract.signer_name ?? '—'}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

const STATUS_OPTIONS = [
  { value: 'ALL', label: 'All statuses' },
  ...CONTRACT_STATUSES.map((status) => ({ value: status, label: CONTRACT_STATUS_LABELS[status] })),
];

interface ContractsTabProps {
  companyId: string;
  status: ContractStatus | null;
  onStatus: (status: ContractStatus | null) => void;
}

/**
 * The contracts made for the company's campaigns: creator, campaign, template, status, signature; each row opens the
 * contract.
 */
export function ContractsTab({ companyId, status, onStatus }: ContractsTabProps) {
  const contracts = useContracts(companyId, status);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          Contracts are made from templates when a campaign is created; creators sign them in their portal.
        </Text>
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status ?? 'ALL'}
          onChange={(value) => onStatus(value && value !== 'ALL' ? (value as ContractStatus) : null)}
          allowDeselect={false}
          w={200}
        />
      </Group>

      {contracts.isError && contracts.data && (
        <StaleDataNotice error={contracts.error} what="contracts" onRetry={() => void contracts.refetch()} />
      )}

      {contracts.isPending ? (
        <ContractsSkeleton />
      ) : contracts.isError && !contracts.data ? (
        <ErrorState
          title="We could not load the contracts"
          error={contracts.error}
          onRetry={() => void contracts.refetch()}
        />
      ) : contracts.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconFileCertificate size={32} aria-hidden />}
            withIndicatorBackground
            title={status ? `No contracts ${CONTRACT_STATUS_LABELS[status].toLowerCase()}` : 'No contracts yet'}
            description={
              status
                ? 'Choose another status to see the others.'
                : 'When a campaign with contracts is created, each creator gets one made from your template; ' +
                  'they show here.'
            }
            data-testid="contracts-empty"
          />
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="contracts-table">
              <Table.Caption
                style={{ captionSide: 'top', textAlign: 'left', paddingLeft: 'var(--mantine-spacing-sm)' }}
              >
                {contracts.data.length} contract{contracts.data.length === 1 ? '' : 's'}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Creator</Table.Th>
                  <Table.Th>Campaign</Table.Th>
                  <Table.Th>Template</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Signed at</Table.Th>
                  <Table.Th>Signer</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contracts.data.map((contract) => (
                  <ContractRow key={contract.id} contract={contract} companyId={companyId} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
