import {
  Anchor,
  Avatar,
  Button,
  Code,
  CopyButton,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  ActionIcon,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconBan, IconCheck, IconCopy, IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CONTRACT_STATUS_LABELS, CONTRACT_TRANSITIONS } from '@app/shared/contracts';
import { canMove } from '@app/shared/state-machine';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { RichTextView } from '../../../../components/RichTextView';
import { isApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { hasPermission, useCompanyContext } from '../../../companies/lib/company-context';
import { useContract } from '../../api/contract';
import { contractFileQuery } from '../../api/pdf-file';
import { ContractStatusBadge } from '../../components/ContractStatusBadge';
import { PdfPreview } from '../../components/PdfPreview';
import { SignatureTrail } from '../components/SignatureTrail';
import { VoidContractModal } from '../components/VoidContractModal';
import { Fact } from '../../../../components/Fact';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * /companies/{company_id}/contracts/{contract_id}/campaigns/{campaign_id}: one contract in its
 * campaign: the text or the PDF as it was made, its status and the signature audit trail (who,
 * when, IP, user agent, text hash). With contract.write, a pending or signed contract can be voided.
 */
export function ContractCampaignPage() {
  const { contractId = '', campaignId = '' } = useParams();
  const { company } = useCompanyContext();
  const contract = useContract(contractId);
  const [voidOpened, voidModal] = useDisclosure(false);

  const backLink = (
    <Anchor component={Link} to={paths.company.contracts(company.id, { tab: 'contracts' })} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to the contracts
      </Group>
    </Anchor>
  );

  if (contract.isPending) {
    return (
      <Stack gap="md">
        {backLink}
        <Stack gap="md" role="status" aria-label="Loading the contract">
          <Skeleton height={28} width="50%" />
          <Skeleton height={120} />
          <Skeleton height={240} />
        </Stack>
      </Stack>
    );
  }

  // A contract of another campaign under this address reads as not found. Its company may be a brand under this
  // one (an account lists its brands' contracts); the API has already checked the caller reaches it.
  const missing =
    (contract.isError &&
      isApiError(contract.error) &&
      (contract.error.code === 'NOT_FOUND' || contract.error.code === 'FORBIDDEN')) ||
    (contract.data && contract.data.campaign.id !== campaignId);
  if (missing || contract.isError) {
    return (
      <Stack gap="md">
        {backLink}
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Contract`}>
          Contract
        </PageTitle>
        {missing ? (
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              icon={<IconFileOff size={32} aria-hidden />}
              withIndicatorBackground
              title="Contract not found"
              description="There is no such contract in this campaign, or you cannot reach it."
              data-testid="contract-not-found"
            >
              <EmptyState.Actions>
                <Button
                  component={Link}
                  to={paths.company.contracts(company.id, { tab: 'contracts' })}
                  variant="default"
                >
                  See all contracts
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          <ErrorState
            title="We could not load the contract"
            error={contract.error}
            onRetry={() => void contract.refetch()}
          />
        )}
      </Stack>
    );
  }

  const data = contract.data;
  const canVoid =
    hasPermission(company, 'contract.write') && canMove(CONTRACT_TRANSITIONS, data.status, 'VOID', 'BRAND');

  return (
    <Stack gap="md">
      {backLink}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
          <PageTitle
            order={2}
            fz="xl"
            style={{ overflowWrap: 'anywhere' }}
            documentTitle={`${data.template_title} · ${data.campaign.name}`}
          >
            {data.template_title}
          </PageTitle>
          <Group gap="xs">
            <ContractStatusBadge status={data.status} size="md" />
            <Text size="sm" c="dimmed">
              {data.campaign.name}
            </Text>
          </Group>
        </Stack>
        {canVoid && (
          <Button color="red" variant="light" leftSection={<IconBan size={16} aria-hidden />} onClick={voidModal.open}>
            Void contract
          </Button>
        )}
      </Group>

      <Section title="Summary">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label="Creator">
            <Group gap="xs" wrap="nowrap">
              <Avatar
                src={data.creator.avatar}
                alt=""
                size="sm"
                radius="xl"
                name={data.creator.name}
                color="initials"
              />
              {data.creator.name}
            </Group>
          </Fact>
          <Fact label="Campaign">{data.campaign.name}</Fact>
          <Fact label="Status">{CONTRACT_STATUS_LABELS[data.status]}</Fact>
          <Fact label="Made">{formatDate(data.created_at, 'dayFirstTime')}</Fact>
          <Fact label="Signed at">{data.signed_at ? formatDate(data.signed_at, 'dayFirstTime') : '—'}</Fact>
          <Fact label="Signer">{data.signer_name ?? '—'}</Fact>
          <Fact label="Text hash">
            <Group gap={4} wrap="nowrap" align="center">
              <Code style={{ wordBreak: 'break-all' }}>{data.text_hash}</Code>
              <CopyButton value={data.text_hash}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy the hash'} withArrow>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      onClick={copy}
                      aria-label={copied ? 'Hash copied' : 'Copy the text hash'}
                    >
                      {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Fact>
        </SimpleGrid>
      </Section>

      <Section title="Contract">
        {data.type === 'FILE' ? (
          data.file ? (
            <PdfPreview query={contractFileQuery(data.id)} title={data.template_title} fileName={data.file.name} />
          ) : (
            <Text size="sm" c="dimmed">
              This contract has no PDF.
            </Text>
          )
        ) : (
          <RichTextView
            value={data.body}
            empty={<Text c="dimmed">This contract has no text.</Text>}
            data-testid="contract-text"
          />
        )}
      </Section>

      <Section title="Signature audit trail">
        <SignatureTrail events={data.events} />
      </Section>

      {canVoid && <VoidContractModal contract={data} opened={voidOpened} onClose={voidModal.close} />}
    </Stack>
  );
}
