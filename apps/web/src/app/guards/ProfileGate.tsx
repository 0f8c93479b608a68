import { Button, Container, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MerchantProfile } from '@app/shared/auth';
import { ErrorState } from '../../components/ErrorState';
import { PageLoader } from '../../components/PageLoader';
import { useMerchantProfile } from '../../features/auth/api/profile';
import { sessionStore, type SessionKind } from '../../lib/session';

interface ProfileGateProps {
  kind: SessionKind;
  children: (profile: MerchantProfile) => ReactNode;
}

/**
 * Renders its children with the session's profile: a loader while it loads, an error with retry
 * when it cannot load (a 401 clears the session instead, and the enclosing guard redirects).
 */
export function ProfileGate({ kind, children }: ProfileGateProps) {
  const query = useMerchantProfile(kind);
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <ErrorState title="We could not load your account" error={query.error} onRetry={() => void query.refetch()} />
          <Group>
            <Button variant="subtle" onClick={() => sessionStore.clear(kind)}>
              Sign in again
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  return <PageLoader label="Loading your account" />;
}
