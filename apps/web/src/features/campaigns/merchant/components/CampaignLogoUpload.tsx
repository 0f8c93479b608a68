import { Avatar, Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhotoEdit, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import type { Campaign } from '@app/shared/campaigns';
import { ImageDropzone } from '../../../../components/ImageDropzone';
import { toast, toastFailure } from '../../../../components/toast';
import { describeError, isApiError } from '../../../../lib/api-client';
import { useUploadCampaignLogo } from '../../api/upload-campaign-logo';

/** What a refused upload says, from the reply's code and field: about the file under the zone, else a toast. */
function uploadFailure(error: unknown): { onFile: string } | { toast: string | null } {
  if (!isApiError(error)) return { toast: null };
  // The upload service names the file in its own words (the spec's "is not accepted", "is too large").
  if (error.field === 'file' || error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'UNSUPPORTED_MEDIA_TYPE')
    return { onFile: describeError(error) };
  if (error.code === 'FORBIDDEN') return { toast: "You may not change this campaign's logo." };
  if (error.code === 'NOT_FOUND') return { toast: 'This campaign is no longer there.' };
  return { toast: null };
}

interface CampaignLogoUploadProps {
  campaign: Pick<Campaign, 'id' | 'name' | 'thumbnail'>;
  /** The caller may change the campaign (campaign.create); the API answers 403 otherwise. */
  mayChange: boolean;
}

/**
 * The campaign's logo (its thumbnail) and, for whoever may change the campaign, "Change logo": one jpeg or png of at
 * most 5 MB (checked here with the shared rule and its messages before sending), POST /upload/campaign/logo, after
 * which the campaign shows the new one and its lists and public page read it again.
 */
export function CampaignLogoUpload({ campaign, mayChange }: CampaignLogoUploadProps) {
  const [opened, dialog] = useDisclosure(false);
  const upload = useUploadCampaignLogo(campaign.id);
  const [sending, setSending] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const close = () => {
    if (upload.isPending) return;
    setFileError(null);
    dialog.close();
  };

  const send = (file: File) => {
    setFileError(null);
    setSending(file.name);
    upload
      .mutateAsync(file)
      .then(
        () => {
          toast({ type: 'success', message: 'The campaign logo was changed.' });
          dialog.close();
        },
        (error: unknown) => {
          const failure = uploadFailure(error);
          if ('onFile' in failure) setFileError(failure.onFile);
          else if (failure.toast) toast({ type: 'error', message: failure.toast });
          else toastFailure(error);
        },
      )
      .finally(() => setSending(null));
  };

  return (
    <Stack gap={4} align="center" style={{ flex: '0 0 auto' }} data-testid="campaign-logo">
      <Avatar
        src={campaign.thumbnail}
        size={64}
        radius="md"
        alt={campaign.thumbnail ? `Logo of ${campaign.name}` : undefined}
        aria-hidden={campaign.thumbnail ? undefined : true}
      >
        <IconSpeakerphone size={28} aria-hidden />
      </Avatar>
      {mayChange && (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPhotoEdit size={14} aria-hidden />}
          onClick={dialog.open}
        >
          Change logo
        </Button>
      )}
      {mayChange && (
        <Modal opened={opened} onClose={close} title="Change the campaign logo" data-testid="campaign-logo-modal">
          <Stack gap="sm">
            {!campaign.thumbnail && (
              <Text size="sm" c="dimmed">
                This campaign has no logo yet.
              </Text>
            )}
            <ImageDropzone
              label="Campaign logo"
              description="Shown on the campaign, its card in the lists and its public page."
              loading={upload.isPending}
              disabled={upload.isPending}
              uploads={sending ? [{ name: sending }] : []}
              error={fileError}
              onFile={send}
              data-testid="campaign-logo-dropzone"
            />
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
