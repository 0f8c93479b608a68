import { ActionIcon, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import type { Group as CreatorGroup } from '@app/shared/groups';
import { confirmAction } from '../../../components/confirm';
import { toast } from '../../../components/toast';
import { useReplaceGroupCode } from '../api/replace-code';

/**
 * The group's share code with a copy button and, for managers, "Replace code" (asks first: the old code stops working).
 */
export function ShareCode({ group, canManage }: { group: CreatorGroup; canManage: boolean }) {
  const replace = useReplaceGroupCode(group.id);
  const askReplace = () =>
    confirmAction({
      title: 'Replace the share code?',
      message:
        `Anyone holding the code ${group.code} will no longer be able to import "${group.name}". ` +
        'A new code is made at once.',
      confirmLabel: 'Replace code',
      onConfirm: () =>
        replace.mutate(undefined, {
          onSuccess: (updated) => toast({ type: 'success', message: `The new share code is ${updated.code}.` }),
        }),
    });
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" id={`share-code-${group.id}`}>
        Share code: another company imports a copy of this group with it
      </Text>
      <Group gap="xs">
        <Code fz="md" fw={700} aria-labelledby={`share-code-${group.id}`} data-testid="group-code">
          {group.code}
        </Code>
        <CopyButton value={group.code} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy the code'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? 'Code copied' : 'Copy the share code'}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        {canManage && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={askReplace}
            loading={replace.isPending}
            data-testid="replace-code"
          >
            Replace code
          </Button>
        )}
      </Group>
    </Stack>
  );
}
