import { Anchor, Button, Center, Group, Image, Modal, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconPhoto } from '@tabler/icons-react';
import { ErrorState } from '../../../components/ErrorState';
import type { PdfQuery } from '../../../lib/pdf-query';
import { useBlobUrl } from '../lib/use-blob-url';

interface EvidenceButtonProps {
  /** The screenshot's authorised query (the brand's or the creator's). */
  query: PdfQuery;
  /** When the reading was taken, for the dialog's title and the picture's description ("05 Mar 2027 14:30"). */
  when: string;
}

/**
 * "View screenshot": the picture a creator sent with a report, in a dialog (fetched with the bearer token only once
 * opened), with a link to open it full size.
 */
export function EvidenceButton({ query, when }: EvidenceButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  const image = useBlobUrl(query, opened);
  const title = `Screenshot of the figures read ${when}`;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPhoto size={14} aria-hidden />}
        onClick={dialog.open}
        data-testid="view-evidence"
      >
        View screenshot
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={title} size="lg">
        {image.isError ? (
          <ErrorState title="We could not load the screenshot" error={image.error} onRetry={image.retry} />
        ) : image.url ? (
          <Stack gap="xs">
            <Center>
              <Image
                src={image.url}
                alt={`Insights screenshot sent with the figures read ${when}`}
                fit="contain"
                mah="65vh"
                radius="sm"
                data-testid="evidence-image"
              />
            </Center>
            <Group>
              <Anchor href={image.url} target="_blank" rel="noopener" size="sm">
                <Group gap={4} component="span">
                  <IconExternalLink size={14} aria-hidden />
                  Open full size
                </Group>
              </Anchor>
            </Group>
          </Stack>
        ) : (
          <Skeleton height={320} role="status" aria-label="Loading the screenshot" />
        )}
      </Modal>
    </>
  );
}
