import { Button, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFilePencil, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CampaignDraft } from '@app/shared/campaigns';
import { confirmAction } from '../../../../components/confirm';
import { ErrorState } from '../../../../components/ErrorState';
import { StaleDataNotice } from '../../../../components/StaleDataNotice';
import { toast, toastFailure } from '../../../../components/toast';
import { formatDate } from '../../../../lib/dates';
import { paths } from '../../../../lib/paths';
import { useDeleteDraft } from '../../api/delete-draft';
import { useDrafts } from '../../api/drafts';
import { draftStep, draftTitle } from '../../lib/format';

function DraftsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the drafts">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={64} radius="md" />
      ))}
    </Stack>
  );
}

interface DraftRowProps {
  draft: CampaignDraft;
  companyId: string;
  mayCreate: boolean;
  deleting: boolean;
  onDelete: (draft: CampaignDraft) => void;
}

function DraftRow({ draft, companyId, mayCreate, deleting, onDelete }: DraftRowProps) {
  const title = draftTitle(draft);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="draft-row" data-draft-id={draft.id}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
          <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }} c={draft.name?.trim() ? undefined : 'dimmed'}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {draftStep(draft)} · Last changed {formatDate(draft.updated_at, 'dayFirstTime')}
          </Text>
        </Stack>
        {mayCreate && (
          <Group gap="xs">
            <Button
              component={Link}
              to={paths.company.createCampaign(companyId, { draft: draft.id })}
              size="xs"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              aria-label={`Resume ${title}`}
            >
              Resume
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onDelete(draft)}
              loading={deleting}
              aria-label={`Delete ${title}`}
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The company's campaign drafts (GET /campaign_drafts?company_id=), last changed first: name or
 * "Untitled draft", the step it resumes at, when it last changed; Resume opens the wizard at
 * /companies/{id}/create?draft={draft_id}, Delete asks first.
 */
export function DraftsTab({ companyId, mayCreate }: { companyId: string; mayCreate: boolean }) {
  const drafts = useDrafts(companyId);
  const remove = useDeleteDraft(companyId);

  const askDelete = (draft: CampaignDraft) =>
    confirmAction({
      title: 'Delete this draft?',
      message: `“${draftTitle(draft)}” and everything filled in so far will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete draft',
      onConfirm: () =>
        remove.mutate(draft.id, {
          onSuccess: () => toast({ type: 'success', message: `Draft “${draftTitle(draft)}” deleted.` }),
          onError: (error) => toastFailure(error),
        }),
    });

  if (drafts.isPending) return <DraftsSkeleton />;
  if (drafts.isError && !drafts.data)
    return (
      <ErrorState title="We could not load the drafts" error={drafts.error} onRetry={() => void drafts.refetch()} />
    );

  return (
    <Stack gap="md">
      {drafts.isError && <StaleDataNotice error={drafts.error} what="drafts" onRetry={() => void drafts.refetch()} />}
      {drafts.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconFilePencil size={32} aria-hidden />}
            withIndicatorBackground
            title="No drafts"
            description="A campaign you leave before creating it is kept here, to resume where you left it."
            data-testid="drafts-empty"
          >
            {mayCreate && (
              <EmptyState.Actions>
                <Button
                  component={Link}
                  to={paths.company.createCampaign(companyId)}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  Create campaign
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Paper>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label="Campaign drafts"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="drafts-list"
        >
          {drafts.data.map((draft) => (
            <DraftRow
              key={draft.id}
              draft={draft}
              companyId={companyId}
              mayCreate={mayCreate}
              deleting={remove.isPending && remove.variables === draft.id}
              onDelete={askDelete}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
