import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ContractTemplate } from '@app/shared/contracts';
import { RichTextView } from '../../../../components/RichTextView';
import { templateFileQuery } from '../../api/pdf-file';
import { PdfPreview } from '../../components/PdfPreview';

/** A template as creators will read it: the PDF in a frame, or the text. */
export function TemplatePreviewModal({
  template,
  onClose,
}: {
  template: ContractTemplate | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={template ? `Preview: ${template.title}` : ''}
      size="xl"
      fullScreen={phone}
    >
      {template &&
        (template.type === 'FILE' ? (
          template.file ? (
            <PdfPreview
              query={templateFileQuery(template.id, template.updated_at)}
              title={template.title}
              fileName={template.file.name}
            />
          ) : (
            <Text size="sm" c="dimmed">
              This template has no PDF yet.
            </Text>
          )
        ) : (
          <RichTextView
            value={template.body}
            empty={<Text c="dimmed">This template has no text yet.</Text>}
            data-testid="template-preview-text"
          />
        ))}
    </Modal>
  );
}
