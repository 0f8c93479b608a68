import { Avatar, Group, Stack } from '@mantine/core';
import { FileUpload } from '../../../../components/FileUpload';
import { toast } from '../../../../components/toast';
import { describeError } from '../../../../lib/api-client';
import { useUploadSmeLogo } from '../../api/sme-upload-logo';

/**
 * The business's logo: shown as it is, replaced by picking or dropping a JPEG or PNG of at most 5 MB (the shared
 * widget checks both before anything is sent); stored at once, apart from the form's Save.
 */
export function SmeLogoField({ smeId, logo, name }: { smeId: string; logo: string | null; name: string }) {
  const upload = useUploadSmeLogo(smeId);
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <Avatar
        src={logo}
        name={name}
        color="initials"
        size={72}
        radius="md"
        alt={logo ? `${name} logo` : undefined}
        data-testid="sme-logo"
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <FileUpload
          label="Logo"
          kind="image"
          compact
          loading={upload.isPending}
          disabled={upload.isPending}
          error={upload.isError ? describeError(upload.error) : null}
          onFiles={(files) =>
            upload.mutate(files[0], {
              onSuccess: () => toast({ type: 'success', message: 'Your logo was updated.' }),
            })
          }
          data-testid="sme-logo-upload"
        />
      </Stack>
    </Group>
  );
}
