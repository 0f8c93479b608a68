import { Button, Group as MantineGroup, Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { createGroupRequestSchema, type Group } from '@app/shared/groups';
import { toast } from '../../../components/toast';
import { plural } from '../../../lib/numbers';
import { useMerchantProfile } from '../../auth/api/profile';
import { useCompanies } from '../../companies/api/companies';
import { useAddCreatorsToGroup } from '../../groups/api/add-creators';
import { useCompanyGroups } from '../../groups/api/company-groups';
import { useCreateGroup } from '../../groups/api/create-group';
import { groupCompanies, pickWorkingCompany } from '../../../lib/working-company';

interface AddToGroupModalProps {
  opened: boolean;
  onClose: () => void;
  creatorIds: readonly number[];
  /** The company whose groups are offered; without it the user picks one (their last company first). */
  companyId?: string | null;
  /** The group chosen at first (e.g. "Add creators" from a group's page). */
  defaultGroupId?: string | null;
  onAdded?: (group: Group) => void;
}

type Mode = 'existing' | 'new';

/**
 * Adds the chosen creators to an existing group or to a new one. Failures show the server's
 * message as a toast, else 'Something went wrong. Please try again later.' (spec section 8).
 */
export function AddToGroupModal({ opened, onClose, creatorIds, companyId: fixedCompanyId, defaultGroupId, onAdded }: AddToGroupModalProps) {
  const companies = useCompanies();
  const profile = useMerchantProfile('brand').data;
  const usableCompanies = useMemo(() => groupCompanies(companies.data ?? []), [companies.data]);
  const [pickedCompany, setPickedCompany] = useState<string | null>(null);
  const companyId = fixedCompanyId ?? pickWorkingCompany(companies.data ?? [], pickedCompany, profile?.last_company_id);
  const groups = useCompanyGroups(companyId);
  const [mode, setMode] = useState<Mode>('existing');
  const [groupId, setGroupId] = useState<string | null>(defaultGroupId ?? null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [groupError, setGroupError] = useState<string | null>(null);
  const add = useAddCreatorsToGroup();
  const create = useCreateGroup();

  useEffect(() => {
    if (!opened) return;
    setGroupId(defaultGroupId ?? null);
    setName('');
    setDescription('');
    setNameError(null);
    setGroupError(null);
  }, [opened, defaultGroupId]);

  // With no group yet, start on "New group".
  const groupCount = groups.data?.length;
  useEffect(() => {
    if (opened && groupCount !== undefined) setMode(groupCount > 0 ? 'existing' : 'new');
  }, [opened, groupCount, companyId]);

  const count = creatorIds.length;
  const pending = add.isPending || create.isPending;

  const done = (group: Group, created: boolean) => {
    toast({
      type: 'success',
      message: created ? `Created "${group.name}" with ${plural(count, 'creator')}.` : `Added ${plural(count, 'creator')} to "${group.name}".`,
    });
    onAdded?.(group);
    onClose();
  };

  const submit = () => {
    if (!companyId || count === 0) return;
    if (mode === 'existing') {
      if (!groupId) {
        setGroupError('Choose a group');
        return;
      }
      add.mutate({ groupId, influencerIds: [...creatorIds] }, { onSuccess: (group) => done(group, false) });
      return;
    }
    const parsedName = createGroupRequestSchema.shape.name.safeParse(name);
    if (!parsedName.success) {
      setNameError(parsedName.error.issues[0]?.message ?? 'Enter a group name');
      return;
    }
    create.mutate(
      { company_id: companyId, name: parsedName.data, description: description.trim() || undefined, influencer_ids: [...creatorIds] },
      { onSuccess: (group) => done(group, true) },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Add ${plural(count, 'creator')} to a group`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          {!fixedCompanyId && (
            <Select
              label="Company"
              data={usableCompanies.map((c) => ({ value: c.id, label: c.name }))}
              value={companyId}
              onChange={(value) => {
                setPickedCompany(value);
                setGroupId(null);
              }}
              allowDeselect={false}
              disabled={companies.isPending}
              comboboxProps={{ withinPortal: true }}
              nothingFoundMessage="No company"
            />
          )}
          {companyId === null && !companies.isPending ? (
            <Text size="sm" c="dimmed">
              You have no company where you can manage creator groups.
            </Text>
          ) : (
            <>
              <SegmentedControl
                fullWidth
                value={mode}
                onChange={(value) => setMode(value as Mode)}
                data={[
                  { value: 'existing', label: 'Existing group', disabled: (groups.data?.length ?? 0) === 0 },
                  { value: 'new', label: 'New group' },
                ]}
                aria-label="Add to"
              />
              {mode === 'existing' ? (
                <Select
                  label="Group"
                  placeholder={groups.isPending ? 'Loading groups…' : 'Choose a group'}
                  data={(groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name} (${plural(g.creators_count, 'creator')})` }))}
                  value={groupId}
                  onChange={(value) => {
                    setGroupId(value);
                    setGroupError(null);
                  }}
                  searchable
                  required
                  error={groupError}
                  nothingFoundMessage="No group matches"
                  comboboxProps={{ withinPortal: true }}
                  data-testid="add-to-group-select"
                />
              ) : (
                <>
                  <TextInput
                    label="Group name"
                    required
                    value={name}
                    maxLength={80}
                    onChange={(event) => {
                      setName(event.currentTarget.value);
                      setNameError(null);
                    }}
                    error={nameError}
                    data-autofocus
                    data-testid="new-group-name"
                  />
                  <Textarea label="Description" autosize minRows={2} maxRows={5} maxLength={500} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
                </>
              )}
            </>
          )}
          <MantineGroup justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={!companyId || count === 0} data-testid="add-to-group-submit">
              {mode === 'new' ? 'Create group and add' : 'Add to group'}
            </Button>
          </MantineGroup>
        </Stack>
      </form>
    </Modal>
  );
}
