import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@app/shared/content';
import { creatorSessionStore } from '../../../lib/creator-session';
import { API_URL } from '../../../lib/env';
import { creatorKeys } from '../../creator-accounts/api/keys';
import { sendForm, type UploadProgress } from '../lib/upload';

export interface DraftSubmission {
  /** Images and videos of this round (the whole round: earlier rounds' files are not carried over). */
  files: readonly File[];
  caption: string;
  /** Which post of the work, from 1. */
  post_index: number;
}

export interface DraftUploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST /creator/assignments/{id}/content (multipart: `file` parts, `caption`, `post_index`) -> 201 the content item,
 * SUBMITTED. Sent through XMLHttpRequest for its upload progress, with the creator session's token; a 401 ends that
 * session as the typed client does (the portal's guard then asks to log in again).
 */
export function submitDraft(
  assignmentId: string,
  draft: DraftSubmission,
  options: DraftUploadOptions = {},
): Promise<ContentItem> {
  const form = new FormData();
  form.append('caption', draft.caption);
  form.append('post_index', String(draft.post_index));
  for (const file of draft.files) form.append('file', file, file.name);
  return sendForm<ContentItem>({
    url: `${API_URL}/creator/assignments/${encodeURIComponent(assignmentId)}/content`,
    form,
    token: creatorSessionStore.getToken(),
    onProgress: options.onProgress,
    signal: options.signal,
    onUnauthorized: () => creatorSessionStore.clear(),
  });
}

export function useSubmitDraft(assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, ...options }: { draft: DraftSubmission } & DraftUploadOptions) =>
      submitDraft(assignmentId, draft, options),
    onSuccess: async (item) => {
      queryClient.setQueryData(creatorKeys.content(item.id), item);
      await queryClient.invalidateQueries({ queryKey: creatorKeys.assignments() });
    },
  });
}
