import { Button, Modal, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '../../../components/toast';
import { PdfPreview } from '../../contracts/components/PdfPreview';
import { paymentDocumentQuery } from '../api/document';
import { saveFile } from '../lib/save-file';

export interface PaymentDocument {
  id: string;
  number: string;
  kind: 'INVOICE' | 'RECEIPT';
}

const KIND_LABELS = { INVOICE: 'Invoice', RECEIPT: 'Receipt' } as const;

/**
 * A document's number as a button that opens it: the PDF in a dialog (fetched with the bearer token) with a link to
 * download it.
 */
export function DocumentButton({ document, ...props }: { document: PaymentDocument } & ButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const title = `${KIND_LABELS[document.kind]} ${document.number}`;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFileTypePdf size={14} aria-hidden />}
        aria-label={`${title} (PDF)`}
        onClick={dialog.open}
        data-testid="document-button"
        {...props}
      >
        {document.number}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={title} size="xl">
        {opened && (
          <PdfPreview
            query={paymentDocumentQuery(document.id)}
            title={title}
            fileName={`${document.number}.pdf`}
            height="65vh"
          />
        )}
      </Modal>
    </>
  );
}

/** Fetches a document (through the same cache as the dialog) and saves it under its number. */
export function useDownloadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: Pick<PaymentDocument, 'id' | 'number'>) => {
      const blob = await queryClient.fetchQuery(paymentDocumentQuery(document.id));
      saveFile(blob, `${document.number}.pdf`);
    },
    onError: (error) => toastError(error, 'We could not download the document'),
  });
}

/** "Download invoice" (or receipt): saves the PDF at once. */
export function DownloadDocumentButton({ document, ...props }: { document: PaymentDocument } & ButtonProps) {
  const download = useDownloadDocument();
  const noun = KIND_LABELS[document.kind].toLowerCase();
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate(document)}
      aria-label={`Download ${noun} ${document.number} (PDF)`}
      data-testid={`download-${noun}`}
      {...props}
    >
      {`Download ${noun}`}
    </Button>
  );
}
