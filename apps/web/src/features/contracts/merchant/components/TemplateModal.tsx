import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ContractTemplate } from '@app/shared/contracts';
import { toast } from '../../../../components/toast';
import { useSaveTemplate } from '../../api/save-template';
import { uploadEditorImage } from '../../../briefs/api/upload-editor-image';
import { TemplateForm } from './TemplateForm';

interface TemplateModalProps {
  opened: boolean;
  onClose: () => void;
  companyId: string;
  /** The template to edit; a new one when null. */
  template: ContractTemplate | null;
}

/** Creates or edits a contract template; full screen on a phone. */
export function TemplateModal({ opened, onClose, companyId, template }: TemplateModalProps) {
  const save = useSaveTemplate(companyId);
  const phone = useMediaQuery('(max-width: 36em)');
  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={template ? `Edit "${template.title}"` : 'New contract template'}
      size="xl"
      fullScreen={phone}
    >
      {opened && (
        <TemplateForm
          key={template?.id ?? 'new'}
          template={template}
          companyId={companyId}
          uploadImage={(file) => uploadEditorImage(companyId, file)}
          onSubmit={(form) =>
            save.mutate(
              { templateId: template?.id ?? null, form },
              {
                onSuccess: (saved) => {
                  toast({
                    type: 'success',
                    message: template ? `"${saved.title}" is saved.` : `The template "${saved.title}" is created.`,
                  });
                  save.reset();
                  onClose();
                },
              },
            )
          }
          onCancel={close}
          pending={save.isPending}
          error={save.error}
        />
      )}
    </Modal>
  );
}
