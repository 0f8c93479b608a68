import { useEffect, useMemo } from 'react';
import { BRIEF_LIMITS } from '@app/shared/briefs';
import type { StoredFile } from '@app/shared/uploads';
import { FileUpload } from '../../../components/FileUpload';
import type { BriefFileSlot } from '../api/upload-brief-file';

/** Local files shown as the upload widget's file list (a blob: link to look at each). */
function useLocalFiles(files: readonly File[]): StoredFile[] {
  const listed = useMemo(
    () =>
      files.map((file) => ({
        url: URL.createObjectURL(file),
        name: file.name,
        content_type: file.type as StoredFile['content_type'],
        size: file.size,
      })),
    [files],
  );
  useEffect(() => () => listed.forEach((file) => URL.revokeObjectURL(file.url)), [listed]);
  return listed;
}

interface ChosenFilesProps {
  thumbnail: File | null;
  assets: File[];
  onThumbnail: (file: File | null) => void;
  onAssets: (files: File[]) => void;
  /** The file going up now (after the brief is saved). */
  current?: { slot: BriefFileSlot; name: string } | null;
  disabled?: boolean;
}

/** The create form's thumbnail and asset pickers: files are kept here and uploaded once the brief is saved. */
export function ChosenFiles({ thumbnail, assets, onThumbnail, onAssets, current, disabled }: ChosenFilesProps) {
  const thumbnailFiles = useLocalFiles(useMemo(() => (thumbnail ? [thumbnail] : []), [thumbnail]));
  const assetFiles = useLocalFiles(assets);
  const room = BRIEF_LIMITS.assets - assets.length;
  return (
    <>
      <FileUpload
        label="Thumbnail"
        description="One image shown with the brief. A new one replaces it."
        kind="image"
        compact
        onFiles={(files) => onThumbnail(files[0] ?? null)}
        files={thumbnailFiles}
        onRemove={() => onThumbnail(null)}
        uploads={current?.slot === 'thumbnail' ? [{ name: current.name }] : []}
        disabled={disabled}
        data-testid="brief-thumbnail"
      />
      <div style={{ height: 'var(--mantine-spacing-md)' }} />
      <FileUpload
        label="Assets"
        description={`Images and PDFs creators can use, up to ${BRIEF_LIMITS.assets} files.`}
        kind="image-or-document"
        multiple
        compact
        onFiles={(files) => onAssets([...assets, ...files.slice(0, Math.max(0, room))])}
        files={assetFiles}
        onRemove={(file) => onAssets(assets.filter((_, index) => assetFiles[index]?.url !== file.url))}
        uploads={current?.slot === 'assets' ? [{ name: current.name }] : []}
        disabled={disabled || room <= 0}
        data-testid="brief-assets"
      />
    </>
  );
}
