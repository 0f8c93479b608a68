import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CONTRACT_TRANSITIONS, declineContractRequestSchema, type Contract } from '@app/shared/contracts';
import { canMove } from '@app/shared/state-machine';
import { RichTextView } from '../../../../components/RichTextView';
import { toast } from '../../../../components/toast';
import { isApiError } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { PdfPreview } from '../../components/PdfPreview';
import { creatorContractFileQuery } from '../../api/creator-contract-file';
import { useDeclineContract, useSignContract } from '../../api/answer-creator-contract';
import { useCreatorContract } from '../../api/creator-contract';
import { useCreatorProfile } from '../../../creator-accounts/api/me';
import { detailGate } from '../../../creator-accounts/components/DetailGate';
import { PortalPage } from '../../../creator-accounts/components/PortalPage';
import { ReasonModal } from '../../../../components/ReasonModal';
import { SignContractForm } from '../components/SignContractForm';
import { ContractStatusBadge } from '../../components/ContractStatusBadge';

const back = { to: paths.creator.contracts(), label: 'All contracts' };

function Signature({
  contract,
  defaultName,
  onChanged,
}: {
  contract: Contract;
  defaultName: string;
  onChanged: () => void;
}) {
  const sign = useSignContract(contract.id);
  const decline = useDeclineContract(contract.id);
  const [declining, setDeclining] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contract-signature">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="contract-signature">
          Sign this contract
        </Title>
        <Text size="sm" c="dimmed">
          Your signature applies to the text above, exactly as shown.
        </Text>
        <SignContractForm
          textHash={contract.text_hash}
          defaultName={defaultName}
          pending={sign.isPending}
          error={sign.error}
          onSubmit={(body) =>
            sign.mutate(body, {
              onSuccess: () => toast({ type: 'success', message: 'You signed the contract.' }),
              // 409: the text changed since it was shown, or the contract is no longer awaiting a signature: show it as
              // it is now.
              onError: (error) => isApiError(error) && error.code === 'CONFLICT' && onChanged(),
            })
          }
        />
        <Group justify="center">
          <Button variant="subtle" color="red" onClick={() => setDeclining(true)} disabled={sign.isPending}>
            Decline this contract
          </Button>
        </Group>
      </Stack>
      <ReasonModal
        opened={declining}
        onClose={() => setDeclining(false)}
        title="Decline this contract?"
        message="Tell the brand why you do not sign. A declined contract cannot be signed later."
        confirmLabel="Decline contract"
        schema={declineContractRequestSchema}
        onConfirm={(reason) =>
          decline.mutateAsync(reason).then(() => toast({ type: 'success', message: 'You declined the contract.' }))
        }
      />
    </Paper>
  );
}

function ContractView({
  contract,
  defaultName,
  onChanged,
}: {
  contract: Contract;
  defaultName: string;
  onChanged: () => void;
}) {
  const declined = contract.events.find((event) => event.event === 'DECLINED');
  return (
    <>
      <Text size="sm" c="dimmed">
        Campaign: {contract.campaign.name}
      </Text>
      {contract.status === 'SIGNED' && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Signed" data-testid="contract-signed">
          Signed by {contract.signer_name} on {formatDate(contract.signed_at, 'dayFirstTime')}.
        </Alert>
      )}
      {contract.status === 'DECLINED' && (
        <Alert color="red" title="Declined">
          {declined?.reason ? `You declined: ${declined.reason}` : 'You declined this contract.'}
        </Alert>
      )}
      {contract.status === 'ISSUED' && (
        <Alert color="blue">
          This campaign does not ask for signatures: these are the terms you work under once you accept its invitation.
        </Alert>
      )}
      {contract.status === 'VOID' && <Alert color="gray">This contract is void; it no longer applies.</Alert>}

      <Paper withBorder radius="md" p="md" component="section" aria-label="Contract text" data-testid="contract-text">
        {contract.type === 'FILE' && contract.file ? (
          <PdfPreview
            query={creatorContractFileQuery(contract.id)}
            title={contract.template_title}
            fileName={contract.file.name}
            height="60vh"
            link="open"
          />
        ) : (
          <RichTextView value={contract.body} empty={<Text c="dimmed">This contract has no text.</Text>} />
        )}
      </Paper>

      {canMove(CONTRACT_TRANSITIONS, contract.status, 'SIGN', 'CREATOR') && (
        <Signature contract={contract} defaultName={defaultName} onChanged={onChanged} />
      )}

      <Anchor component={Link} to={paths.creator.invitation(contract.campaign.id)} size="sm">
        See the campaign invitation
      </Anchor>
    </>
  );
}

/**
 * /creator/contracts/{id}: the exact text (or the PDF); sign with full name and "I agree", or decline with a reason.
 */
export function CreatorContractPage() {
  const { contractId = '' } = useParams();
  const profile = useCreatorProfile();
  const complete = profile.data?.profile_complete ?? false;
  const contract = useCreatorContract(contractId, complete);

  const gate = detailGate({ noun: 'contract', title: 'Contract', back, profile, query: contract });
  if (gate || !contract.data) return gate;
  const me = profile.data;
  return (
    <PortalPage
      title={contract.data.template_title}
      back={back}
      aside={<ContractStatusBadge status={contract.data.status} size="md" />}
    >
      <ContractView
        contract={contract.data}
        defaultName={me ? `${me.first_name} ${me.last_name}` : ''}
        onChanged={() => void contract.refetch()}
      />
    </PortalPage>
  );
}
