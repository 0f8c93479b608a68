import { Stack } from '@mantine/core';
import { PageTitle } from '../../../components/PageTitle';
import { Section } from '../../../components/Section';
import { displayName } from '../../../lib/format';
import { useMerchantProfile } from '../../auth/api/profile';
import { AvatarUpload } from '../components/AvatarUpload';
import { ProfileDetailsForm } from '../components/ProfileDetailsForm';

/** /profile/details. The profile is loaded by the RequireBrand guard above. */
export function ProfileDetailsPage() {
  const profile = useMerchantProfile('brand').data;
  if (!profile) return null;
  return (
    <Stack gap="lg">
      <PageTitle order={2} fz="xl">
        Profile details
      </PageTitle>
      <Section title="Picture" order={3}>
        <AvatarUpload profile={profile} name={displayName(profile)} />
      </Section>
      <Section title="Personal details" order={3}>
        <ProfileDetailsForm key={profile.id} profile={profile} />
      </Section>
    </Stack>
  );
}
