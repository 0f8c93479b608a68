import { Group, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConfigBundle } from '../../config/api/conf-all';
import { useContentCreatorTypes } from '../../config/api/content-creator-types';
import { toast } from '../../../components/toast';
import { useCreatorProfile } from '../api/me';
import { useUpdateCreatorProfile } from '../api/update-profile';
import { useSendIdentityDocument, useSendPaymentNumber, useSendSocialAccounts } from '../api/verification';
import { PortalPage } from '../components/PortalPage';
import { ProfileForm } from '../components/ProfileForm';
import { QueryState } from '../components/QueryState';
import { VerificationBadge } from '../components/VerificationBadge';
import { VerificationSteps } from '../components/VerificationSteps';

const VERIFICATION_ID = 'verification';

/** /creator/profile: the whole profile form, then the three verification steps (#verification). */
export function CreatorProfilePage() {
  const profile = useCreatorProfile();
  const config = useConfigBundle();
  const types = useContentCreatorTypes();
  const save = useUpdateCreatorProfile();
  const identity = useSendIdentityDocument();
  const social = useSendSocialAccounts();
  const payment = useSendPaymentNumber();
  const location = useLocation();
  const ready = Boolean(profile.data && config.data && types.data);

  // The home page links to the steps: scroll to them once the page is drawn.
  useEffect(() => {
    if (ready && location.hash === `#${VERIFICATION_ID}`)
      document.getElementById(VERIFICATION_ID)?.scrollIntoView({ block: 'start' });
  }, [ready, location.hash]);

  if (!profile.data || !config.data || !types.data) {
    const failed = [profile, config, types].find((query) => query.isError) ?? profile;
    return (
      <PortalPage title="Your profile">
        <QueryState query={failed} what="your profile" />
      </PortalPage>
    );
  }

  const me = profile.data;
  return (
    <PortalPage
      title="Your profile"
      description={
        me.profile_complete
          ? 'What brands see when they look for creators.'
          : 'Complete your profile so brands can find you and invite you to campaigns.'
      }
    >
      <ProfileForm
        // A saved profile starts the form again from what the server kept.
        key={`${me.id}:${me.profile_complete}`}
        profile={me}
        config={config.data}
        creatorTypes={types.data}
        pending={save.isPending}
        error={save.error}
        onSubmit={(body) =>
          save.mutate(body, {
            onSuccess: (saved) =>
              toast({
                type: 'success',
                message:
                  saved.profile_complete && !me.profile_complete
                    ? 'Your profile is complete. Brands can now find you.'
                    : 'Your profile is saved.',
              }),
          })
        }
      />
      <Stack gap="sm" id={VERIFICATION_ID} style={{ scrollMarginTop: 72 }}>
        <Group gap="xs">
          <Title order={2} fz="lg">
            Verification
          </Title>
          <VerificationBadge status={me.verification.overall} />
        </Group>
        <VerificationSteps
          profile={me}
          config={config.data}
          actions={{
            sendIdentity: identity.mutateAsync,
            sendSocial: () => social.mutateAsync(),
            sendPayment: payment.mutateAsync,
          }}
        />
      </Stack>
    </PortalPage>
  );
}
