import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/ErrorState';
import type { PdfQuery } from '../api/pdf-file';

interface PdfPreviewProps {
  /** The PDF's query (templateFileQuery or contractFileQuery): fetched with the bearer token as a Blob. */
  query: PdfQuery;
  /** What the frame shows, for its accessible name ("Standard terms (PDF)"). */
  title: string;
  fileName: string;
  height?: number | string;
  /** The link under the frame: download the file under its name (default), or open it whole in a new tab. */
  link?: 'download' | 'open';
}

/**
 * A private PDF (a template's, a contract's for the brand or the creator) shown in a frame from a blob: URL, with a
 * link to download it or open it whole (phones often show only a first page in a frame).
 */
export function PdfPreview({ query, title, fileName, height = '70vh', link = 'download' }: PdfPreviewProps) {
  const pdf = useQuery(query);
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
  if (!url)
    return <Skeleton height={typeof height === 'number' ? height : 320} role="status" aria-label="Loading the PDF" />;
  return (
    <Stack gap="xs">
      <iframe
        src={url}
        title={`${title} (PDF)`}
        style={{
          width: '100%',
          height,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      />
      <Group gap="xs">
        {link === 'download' ? (
          <Anchor href={url} download={fileName} size="sm">
            <Group gap={4} component="span">
              <IconDownload size={14} aria-hidden />
              Download the PDF
            </Group>
          </Anchor>
        ) : (
          <Anchor href={url} target="_blank" rel="noopener" size="sm" data-testid="open-pdf">
            <Group gap={4} component="span">
              <IconExternalLink size={14} aria-hidden />
              Open the PDF
            </Group>
          </Anchor>
        )}
        <Text size="xs" c="dimmed">
          {fileName}
        </Text>
      </Group>
    </Stack>
  );
}
