import { Button, Modal, Text } from '@mantine/core';
import type { CompanyDetail } from '@app/shared/companies';
import { toast } from '../../../components/toast';
import { useOpenedAfterMount } from '../../../lib/use-loaded-once';
import { useCreateCompany } from '../api/create-company';
import { COMPANY_ROLE_LABELS } from '../lib/labels';
import { CompanyForm } from './CompanyForm';

interface AddChildCompanyModalProps {
  parent: Pick<CompanyDetail, 'id' | 'name'>;
  /** ACCOUNT: a client company under an agency; BRAND: a brand under an agency or company. */
  kind: 'ACCOUNT' | 'BRAND' | null;
  onClose: () => void;
}

/** "Add brand" / "Add client company": POST /companies/new with parent_id. */
export function AddChildCompanyModal({ parent, kind, onClose }: AddChildCompanyModalProps) {
  // Mounted when first opened (ChildrenSection): open from the first update, so focus goes back to the button.
  const opened = useOpenedAfterMount(kind !== null);
  const create = useCreateCompany();
  const title = kind === 'ACCOUNT' ? 'Add a client company' : 'Add a brand';
  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      {kind && (
        <>
          <Text size="sm" c="dimmed" mb="md">
            It will sit under {parent.name}; everyone in {parent.name}&apos;s team reaches it with their role there.
          </Text>
          <CompanyForm
            nameLabel={kind === 'ACCOUNT' ? 'Company name' : 'Brand name'}
            submitLabel={title}
            pending={create.isPending}
            error={create.error}
            errorTitle={`We could not add the ${COMPANY_ROLE_LABELS[kind].toLowerCase()}`}
            secondaryAction={
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
            }
            onSubmit={(values) =>
              create.mutate(
                { ...values, company_role: kind, parent_id: parent.id },
                {
                  onSuccess: (company) => {
                    toast({ type: 'success', message: `${company.name} was added to ${parent.name}.` });
                    close();
                  },
                },
              )
            }
          />
        </>
      )}
    </Modal>
  );
}
