import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PdfQuery } from '../../../lib/pdf-query';

/**
 * A private file (a report's screenshot) as a blob: URL while shown: fetched with the bearer token through `query`
 * (lib/pdf-query.ts) only when `enabled`, the URL revoked when the file or the component goes.
 */
export function useBlobUrl(query: PdfQuery, enabled: boolean) {
  const blob = useQuery({ ...query, enabled });
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob.data]);

  return { url, isError: blob.isError, error: blob.error, retry: () => void blob.refetch() };
}
