import { Modal } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Group } from '@app/shared/groups';
import { toast } from '../../../components/toast';
import { plural } from '../../../lib/numbers';
import { useOpenedAfterMount } from '../../../lib/use-loaded-once';
import { groupCompanies, pickWorkingCompany } from '../../../lib/working-company';
import { useMerchantProfile } from '../../auth/api/profile';
import { useCompanies } from '../../companies/api/companies';
import { useAddCreatorsToGroup } from '../../groups/api/add-creators';
import { useCompanyGroups } from '../../groups/api/company-groups';
import { useCreateGroup } from '../../groups/api/create-group';
import { AddToGroupForm, type AddToGroupChoice } from './AddToGroupForm';

export interface AddToGroupModalProps {
  opened: boolean;
  onClose: () => void;
  creatorIds: readonly number[];
  /** The company whose groups are offered; without it the user picks one (their last company first). */
  companyId?: string | null;
  /** The group chosen at first (e.g. "Add creators" from a group's page). */
  defaultGroupId?: string | null;
  onAdded?: (group: Group) => void;
}

/**
 * Adds the chosen creators to an existing group or to a new one. Failures show the server's
 * message as a toast, else 'Something went wrong. Please try again later.' (spec section 8).
 */
export function AddToGroupModal({
  opened,
  onClose,
  creatorIds,
  companyId: fixedCompanyId,
  defaultGroupId,
  onAdded,
}: AddToGroupModalProps) {
  // Mounted when first opened (LazyAddToGroupModal): open from the first update, so focus goes back to the button.
  const shown = useOpenedAfterMount(opened);
  const companies = useCompanies();
  const profile = useMerchantProfile('brand').data;
  const usableCompanies = useMemo(() => groupCompanies(companies.data ?? []), [companies.data]);
  const [pickedCompany, setPickedCompany] = useState<string | null>(null);
  const companyId = fixedCompanyId ?? pickWorkingCompany(companies.data ?? [], pickedCompany, profile?.last_company_id);
  const groups = useCompanyGroups(companyId);
  const add = useAddCreatorsToGroup();
  const create = useCreateGroup();
  const count = creatorIds.length;

  const done = (group: Group, created: boolean) => {
    toast({
      type: 'success',
      message: created
        ? `Created "${group.name}" with ${plural(count, 'creator')}.`
        : `Added ${plural(count, 'creator')} to "${group.name}".`,
    });
    onAdded?.(group);
    onClose();
  };

  const submit = (choice: AddToGroupChoice) => {
    if (!companyId || count === 0) return;
    if (choice.mode === 'existing') {
      add.mutate(
        { groupId: choice.group_id, influencerIds: [...creatorIds] },
        { onSuccess: (group) => done(group, false) },
      );
      return;
    }
    create.mutate(
      {
        company_id: companyId,
        name: choice.name,
        description: choice.description || undefined,
        influencer_ids: [...creatorIds],
      },
      { onSuccess: (group) => done(group, true) },
    );
  };

  return (
    <Modal opened={shown} onClose={onClose} title={`Add ${plural(count, 'creator')} to a group`} centered>
      <AddToGroupForm
        count={count}
        companyId={companyId}
        companies={
          fixedCompanyId
            ? undefined
            : { choices: usableCompanies, pending: companies.isPending, onChange: setPickedCompany }
        }
        groups={groups.data}
        groupsPending={groups.isPending}
        defaultGroupId={defaultGroupId}
        onSubmit={submit}
        onCancel={onClose}
        pending={add.isPending || create.isPending}
      />
    </Modal>
  );
}
