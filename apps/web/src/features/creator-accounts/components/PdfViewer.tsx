import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import { creatorContractFileQuery } from '../api/contract-file';

/**
 * A contract's PDF, fetched with the creator's token and shown from a blob: URL in a frame, with a link
 * that opens it whole (phones often show only a first page in a frame).
 */
export function PdfViewer({ contractId, title, fileName }: { contractId: string; title: string; fileName: string }) {
  const pdf = useQuery(creatorContractFileQuery(contractId));
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!pdf.data) return;
    const next = URL.createObjectURL(
      pdf.data.type === 'application/pdf' ? pdf.data : new Blob([pdf.data], { type: 'application/pdf' }),
    );
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [pdf.data]);

  if (pdf.isError)
    return <ErrorState title="We could not load the PDF" error={pdf.error} onRetry={() => void pdf.refetch()} />;
  if (!url) return <Skeleton height={320} role="status" aria-label="Loading the PDF" />;
  return (
    <Stack gap="xs">
      <iframe
        src={url}
        title={`${title} (PDF)`}
        style={{
          width: '100%',
          height: '60vh',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      />
      <Group gap="xs">
        <Anchor href={url} target="_blank" rel="noopener" size="sm" data-testid="open-pdf">
          <Group gap={4} component="span">
            <IconExternalLink size={14} aria-hidden />
            Open the PDF
          </Group>
        </Anchor>
        <Text size="xs" c="dimmed">
          {fileName}
        </Text>
      </Group>
    </Stack>
  );
}
