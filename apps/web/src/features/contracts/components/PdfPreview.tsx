import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
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
}

/** A private PDF shown in a frame from a blob: URL, with a download link (phones often show only a first page). */
export function PdfPreview({ query, title, fileName, height = '70vh' }: PdfPreviewProps) {
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
        <Anchor href={url} download={fileName} size="sm">
          <Group gap={4} component="span">
            <IconDownload size={14} aria-hidden />
            Download the PDF
          </Group>
        </Anchor>
        <Text size="xs" c="dimmed">
          {fileName}
        </Text>
      </Group>
    </Stack>
  );
}
