import { Stack } from '@mantine/core';
import { useState } from 'react';
import { BRIEF_LIMITS, type Brief } from '@app/shared/briefs';
import type { StoredFile } from '@app/shared/uploads';
import { confirmAction } from '../../../components/confirm';
import { FileUpload } from '../../../components/FileUpload';
import { toast, toastFailure } from '../../../components/toast';
import { describeError } from '../../../lib/api-client';
import { useUpdateBrief } from '../api/update-brief';
import { useUploadBriefFile, type BriefFileSlot } from '../api/upload-brief-file';

/**
 * A saved brief's thumbnail and assets, changed at once: a picked file is uploaded directly (one
 * request per file), a removal asks first and then saves the list of files to keep.
 */
export function BriefFilesEditor({ brief, disabled }: { brief: Brief; disabled?: boolean }) {
  const upload = useUploadBriefFile(brief.brief_id);
  const update = useUpdateBrief();
  const [current, setCurrent] = useState<{ slot: BriefFileSlot; name: string } | null>(null);
  const [problems, setProblems] = useState<Record<BriefFileSlot, string | null>>({ thumbnail: null, assets: null });

  const send = async (slot: BriefFileSlot, files: File[]) => {
    const failed: string[] = [];
    for (const file of files) {
      setCurrent({ slot, name: file.name });
      try {
        await upload.mutateAsync({ slot, file });
      } catch (error) {
        failed.push(`${file.name}: ${describeError(error)}`);
      }
    }
    setCurrent(null);
    setProblems((old) => ({ ...old, [slot]: failed.length ? `Not uploaded: ${failed.join('; ')}` : null }));
  };

  const remove = (slot: BriefFileSlot, file: StoredFile) => {
    confirmAction({
      title: slot === 'thumbnail' ? 'Remove the thumbnail?' : 'Remove this file?',
      message: `"${file.name}" will be removed from the brief.`,
      confirmLabel: 'Remove file',
      onConfirm: () => {
        const keep = (slot === 'thumbnail' ? brief.thumbnail : brief.assets)
          .filter((f) => f.url !== file.url)
          .map((f) => f.url);
        update.mutate(
          { brief_id: brief.brief_id, [slot]: keep },
          {
            onSuccess: () => toast({ type: 'success', message: `"${file.name}" removed.` }),
            onError: (error) => void toastFailure(error),
          },
        );
      },
    });
  };

  const busy = disabled || current !== null || update.isPending;
  const room = BRIEF_LIMITS.assets - brief.assets.length;
  return (
    <Stack gap="md">
      <FileUpload
        label="Thumbnail"
        description="One image shown with the brief. A new one replaces it."
        kind="image"
        compact
        files={brief.thumbnail}
        onFiles={(files) => void send('thumbnail', files.slice(0, 1))}
        onRemove={(file) => remove('thumbnail', file)}
        uploads={current?.slot === 'thumbnail' ? [{ name: current.name }] : []}
        loading={current?.slot === 'thumbnail'}
        disabled={busy}
        error={problems.thumbnail}
        data-testid="brief-thumbnail"
      />
      <FileUpload
        label="Assets"
        description={
          room > 0
            ? `Images and PDFs creators can use, up to ${BRIEF_LIMITS.assets} files.`
            : `The brief holds ${BRIEF_LIMITS.assets} files, the most it can: remove one to add another.`
        }
        kind="image-or-document"
        multiple
        compact
        files={brief.assets}
        onFiles={(files) => void send('assets', files.slice(0, Math.max(0, room)))}
        onRemove={(file) => remove('assets', file)}
        uploads={current?.slot === 'assets' ? [{ name: current.name }] : []}
        loading={current?.slot === 'assets'}
        disabled={busy || room <= 0}
        error={problems.assets}
        data-testid="brief-assets"
      />
    </Stack>
  );
}
