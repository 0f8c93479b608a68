import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContentMediaFile, MediaFileQuery } from './media';

/**
 * A private media file as a blob: URL (revoked when the file or the component goes): fetched with the bearer token
 * through `query`, typed with the file's own content type when the reply did not say.
 */
export function useMediaUrl(file: ContentMediaFile, query: MediaFileQuery, enabled = true) {
  const blob = useQuery({ ...query, enabled });
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!blob.data) return;
    const typed = blob.data.type === file.content_type ? blob.data : new Blob([blob.data], { type: file.content_type });
    const next = URL.createObjectURL(typed);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob.data, file.content_type]);

  return { url, isError: blob.isError, error: blob.error, retry: () => void blob.refetch() };
}
