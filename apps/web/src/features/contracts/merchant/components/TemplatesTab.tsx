import { Badge, Button, EmptyState, Group, Menu, ActionIcon, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDots, IconEdit, IconEye, IconFileText, IconFileTypePdf, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ContractTemplate } from '@app/shared/contracts';
import { confirmAction } from '../../../../components/confirm';
import { ErrorState } from '../../../../components/ErrorState';
import { StaleDataNotice } from '../../../../components/StaleDataNotice';
import { toast, toastFailure } from '../../../../components/toast';
import { formatDate } from '../../../../lib/dates';
import { useDeleteTemplate } from '../../api/delete-template';
import { useTemplates } from '../../api/templates';
import { TemplateModal } from './TemplateModal';
import { TemplatePreviewModal } from './TemplatePreviewModal';

function TemplatesSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the templates">
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton height={16} width="45%" />
          <Skeleton height={12} width="30%" mt={8} />
        </Paper>
      ))}
    </Stack>
  );
}

function TemplateRow({
  template,
  write,
  onPreview,
  onEdit,
  onDelete,
}: {
  template: ContractTemplate;
  write: boolean;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const used = template.contracts_count;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="template-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          {template.type === 'FILE' ? (
            <IconFileTypePdf size={24} aria-hidden style={{ flexShrink: 0 }} />
          ) : (
            <IconFileText size={24} aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {template.title}
            </Text>
            <Group gap={6}>
              <Badge variant="light" size="sm" tt="none" color={template.type === 'FILE' ? 'blue' : 'grape'}>
                {template.type === 'FILE' ? 'PDF file' : 'Written text'}
              </Badge>
              {template.in_use && (
                <Badge variant="light" size="sm" tt="none" color="orange">
                  In use by a live campaign
                </Badge>
              )}
              {template.is_demo && (
                <Badge variant="outline" size="sm" tt="none" color="gray">
                  Demo
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {used === 0 ? 'No contracts made from it yet' : `${used} contract${used === 1 ? '' : 's'} made from it`} ·
              updated {formatDate(template.updated_at, 'dayFirstTime')}
            </Text>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconEye size={14} aria-hidden />}
            onClick={onPreview}
            aria-label={`Preview ${template.title}`}
          >
            Preview
          </Button>
          {write && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="lg" aria-label={`More actions for ${template.title}`}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconEdit size={14} aria-hidden />} onClick={onEdit}>
                  Edit template
                </Menu.Item>
                <Menu.Item leftSection={<IconTrash size={14} aria-hidden />} color="red" onClick={onDelete}>
                  Delete template
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** The company's contract templates: list, preview, and (with contract.write) create, edit and delete. */
export function TemplatesTab({ companyId, write }: { companyId: string; write: boolean }) {
  const templates = useTemplates(companyId);
  const remove = useDeleteTemplate(companyId);
  const [editing, setEditing] = useState<{ template: ContractTemplate | null } | null>(null);
  const [previewing, setPreviewing] = useState<ContractTemplate | null>(null);

  const askDelete = (template: ContractTemplate) =>
    confirmAction({
      title: 'Delete this template?',
      message: `"${template.title}" will be deleted. Contracts already made from it keep their own copy.`,
      confirmLabel: 'Delete template',
      onConfirm: () =>
        remove.mutate(template.id, {
          onSuccess: () => toast({ type: 'success', message: `The template "${template.title}" is deleted.` }),
          // A template a live campaign uses is refused (409 CONFLICT): the server's message names the campaigns.
          onError: (error) => void toastFailure(error),
        }),
    });

  const newButton = write && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ template: null })}>
      New template
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          Upload a PDF or write a contract; campaigns make each creator's contract from a template.
        </Text>
        {/* When there is none yet, the empty state carries the one "New template" button. */}
        {templates.data && templates.data.length > 0 && newButton}
      </Group>

      {templates.isError && templates.data && (
        <StaleDataNotice error={templates.error} what="templates" onRetry={() => void templates.refetch()} />
      )}

      {templates.isPending ? (
        <TemplatesSkeleton />
      ) : templates.isError && !templates.data ? (
        <ErrorState
          title="We could not load the templates"
          error={templates.error}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconFileText size={32} aria-hidden />}
            withIndicatorBackground
            title="No contract templates yet"
            description={
              write
                ? 'Upload a PDF contract or write one; campaigns use templates to make contracts for creators.'
                : 'Templates made by your team will show here.'
            }
            data-testid="templates-empty"
          >
            {write && <EmptyState.Actions>{newButton}</EmptyState.Actions>}
          </EmptyState>
        </Paper>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Contract templates"
          data-testid="templates-list"
        >
          {templates.data.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              write={write}
              onPreview={() => setPreviewing(template)}
              onEdit={() => setEditing({ template })}
              onDelete={() => askDelete(template)}
            />
          ))}
        </Stack>
      )}

      {write && (
        <TemplateModal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          companyId={companyId}
          template={editing?.template ?? null}
        />
      )}
      <TemplatePreviewModal template={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}
