import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { GROUP_CODE_LENGTH, type Group as CreatorGroup } from '@app/shared/groups';
import { describeError } from '../../../lib/api-client';
import { useImportGroup } from '../api/import-group';
import { normaliseGroupCode } from '../lib/group-update';

interface ImportGroupModalProps {
  opened: boolean;
  onClose: () => void;
  companyId: string;
  onImported: (group: CreatorGroup) => void;
}

/** Copies a group shared by its 8-character code into this company. */
export function ImportGroupModal({ opened, onClose, companyId, onImported }: ImportGroupModalProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const importGroup = useImportGroup(companyId);
  const { reset } = importGroup;

  useEffect(() => {
    if (opened) {
      setCode('');
      setProblem(null);
      reset();
    }
  }, [opened, reset]);

  const submit = () => {
    const clean = normaliseGroupCode(code);
    if (clean.length !== GROUP_CODE_LENGTH) {
      setProblem(`A group code has ${GROUP_CODE_LENGTH} characters`);
      return;
    }
    importGroup.mutate(clean, { onSuccess: onImported });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Import a group by its code" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label="Share code"
            description="Ask the group's owner for its 8-character code. You get your own copy of the group."
            placeholder="e.g. K7M2QX9P"
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value.toUpperCase());
              setProblem(null);
            }}
            maxLength={GROUP_CODE_LENGTH + 2}
            autoComplete="off"
            spellCheck={false}
            required
            error={problem}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 2 } }}
            data-autofocus
            data-testid="import-code"
          />
          {importGroup.isError && (
            <Alert color="red" variant="light" role="alert" title="We could not import the group">
              {describeError(importGroup.error, 'Something went wrong. Please try again later.')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={importGroup.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={importGroup.isPending} data-testid="import-submit">
              Import group
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
