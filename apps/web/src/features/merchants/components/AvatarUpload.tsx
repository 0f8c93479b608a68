import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { MerchantProfile } from '@app/shared/auth';
import { ImageDropzone } from '../../../components/ImageDropzone';
import { toast, toastFailure } from '../../../components/toast';
import { useUploadAvatar } from '../api/upload-avatar';

/** The profile picture and a dropzone to replace it (POST /user/merchant/avatar). */
export function AvatarUpload({ profile, name }: { profile: MerchantProfile; name: string }) {
  const upload = useUploadAvatar();
  return (
    <Group align="center" gap="lg" wrap="wrap">
      <Stack gap={4} align="center">
        <Avatar
          src={profile.avatar_url}
          name={name}
          color="initials"
          size={88}
          radius="50%"
          alt={profile.avatar_url ? `Profile picture of ${name}` : ''}
          data-testid="profile-avatar"
        />
        <Text size="xs" c="dimmed">
          {profile.avatar_url ? 'Your picture' : 'No picture yet'}
        </Text>
      </Stack>
      <div style={{ flex: '1 1 260px' }}>
        <ImageDropzone
          label="Profile picture"
          compact
          loading={upload.isPending}
          data-testid="avatar-dropzone"
          onFile={(file) =>
            upload.mutate(file, {
              onSuccess: () => toast({ type: 'success', message: 'Your profile picture was updated.' }),
              onError: toastFailure,
            })
          }
        />
      </div>
    </Group>
  );
}
