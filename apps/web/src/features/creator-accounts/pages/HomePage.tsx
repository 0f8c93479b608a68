import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconFileCertificate, IconMail, IconShieldCheck, IconUserEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CreatorProfile } from '@app/shared/creator-accounts';
import { paths } from '../../../lib/paths';
import { useCreatorContracts } from '../../contracts/api/creator-contracts';
import { useInvitations } from '../../campaigns/api/invitations';
import { useCreatorProfile } from '../api/me';
import { PortalPage } from '../components/PortalPage';
import { QueryState } from '../components/QueryState';
import { VerificationBadge } from '../components/VerificationBadge';

/** A figure of the home page that opens its list. */
function CountCard({
  label,
  to,
  icon,
  query,
  count,
}: {
  label: string;
  to: string;
  icon: ReactNode;
  query: { isPending: boolean; isError: boolean };
  count: number | undefined;
}) {
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={to} data-testid={`home-count-${label}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {query.isPending ? (
            <Skeleton height={28} width={40} aria-label={`Loading: ${label}`} />
          ) : (
            <Text fz={28} fw={700} lh={1.1} data-testid="count">
              {query.isError || count === undefined ? '–' : count}
            </Text>
          )}
        </Stack>
        {icon}
      </Group>
    </Card>
  );
}

function Counts({ profile }: { profile: CreatorProfile }) {
  const invitations = useInvitations(profile.profile_complete);
  const contracts = useCreatorContracts(profile.profile_complete);
  const pendingInvitations = invitations.data?.filter((invitation) => invitation.status === 'PENDING').length;
  const toSign = contracts.data?.filter((contract) => contract.status === 'PENDING_SIGNATURE').length;
  return (
    <SimpleGrid cols={2} spacing="sm">
      <CountCard
        label="Invitations awaiting your answer"
        to={paths.creator.invitations()}
        icon={<IconMail size={24} aria-hidden />}
        query={invitations}
        count={pendingInvitations}
      />
      <CountCard
        label="Contracts to sign"
        to={paths.creator.contracts()}
        icon={<IconFileCertificate size={24} aria-hidden />}
        query={contracts}
        count={toSign}
      />
    </SimpleGrid>
  );
}

/** /creator: the overall verification, what waits for an answer, and a prompt while the profile is incomplete. */
export function CreatorHomePage() {
  const profile = useCreatorProfile();
  if (!profile.data) {
    return (
      <PortalPage title="Home">
        <QueryState query={profile} what="your profile" />
      </PortalPage>
    );
  }
  const me = profile.data;
  return (
    <PortalPage title={`Hello, ${me.first_name}`} description="Your campaigns, contracts and verification at a glance.">
      {!me.profile_complete && (
        <Alert
          color="indigo"
          variant="light"
          icon={<IconUserEdit aria-hidden />}
          title="Complete your profile"
          data-testid="complete-profile-prompt"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Brands find you and send invitations once your profile has your country, interests and channels with your
              rates.
            </Text>
            <Button
              component={Link}
              to={paths.creator.profile()}
              size="sm"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              Complete your profile
            </Button>
          </Stack>
        </Alert>
      )}

      <Card withBorder radius="md" padding="md" data-testid="overall-verification">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconShieldCheck size={28} aria-hidden />
            <Stack gap={2}>
              <Text fw={600}>Verification</Text>
              <Text size="sm" c="dimmed">
                Identity, social accounts and payment
              </Text>
            </Stack>
          </Group>
          <VerificationBadge status={me.verification.overall} size="lg" />
        </Group>
        <Group mt="sm">
          <Button component={Link} to={`${paths.creator.profile()}#verification`} variant="light" size="xs">
            See the steps
          </Button>
        </Group>
      </Card>

      {me.profile_complete ? (
        <Counts profile={me} />
      ) : (
        <Text size="sm" c="dimmed">
          Invitations and contracts appear here once your profile is complete.
        </Text>
      )}
    </PortalPage>
  );
}
