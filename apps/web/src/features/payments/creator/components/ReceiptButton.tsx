import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { toastFailure } from '../../../../components/toast';
import { useEarningsDocument } from '../../api/creator-earnings-document';
import { saveFile } from '../../lib/save-file';

/** A payout's receipt: fetched with the creator's token on a tap, and saved as `{number}.pdf`. */
export function ReceiptButton({ receipt }: { receipt: { id: string; number: string } }) {
  const download = useEarningsDocument();
  return (
    <Button
      variant="light"
      size="xs"
      w="fit-content"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(receipt.id, {
          onSuccess: (blob) => saveFile(blob, `${receipt.number}.pdf`),
          // Rate limits are toasted once, centrally; other failures say what the server said.
          onError: (error) => toastFailure(error),
        })
      }
      data-testid="receipt-button"
    >
      Receipt {receipt.number}
    </Button>
  );
}
