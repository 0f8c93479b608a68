import { FileUpload, type FileUploadProps } from './FileUpload';

type ImageDropzoneProps = Omit<FileUploadProps, 'kind' | 'multiple' | 'onFiles'> & {
  onFile: (file: File) => void;
};

/** One jpeg or png image (logo, avatar): FileUpload for a single image, kept for its callers' simpler signature. */
export function ImageDropzone({ onFile, ...props }: ImageDropzoneProps) {
  return <FileUpload {...props} kind="image" onFiles={(files) => onFile(files[0])} />;
}
