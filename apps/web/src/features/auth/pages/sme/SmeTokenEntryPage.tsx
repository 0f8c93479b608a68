import { Button, Container, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { smeHomePath } from '@app/shared/session';
import { ErrorState } from '../../../../components/ErrorState';
import { PageLoader } from '../../../../components/PageLoader';
import { paths } from '../../../../lib/paths';
import { sessionStore } from '../../../../lib/session';
import { fetchMerchantProfile, profileQueryKey } from '../../api/profile';

/**
 * /sme: with ?token=..., stores the token as the SME session, loads the SME profile and goes to
 * /sme/{id}/dashboard (or /sme/auth/create-brand). Without a token: the SME sign-in.
 */
export function SmeTokenEntryPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to={paths.sme.signin()} replace />;
  return <TokenEntry token={token} />;
}

function TokenEntry({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['sme-token-entry', token],
    queryFn: ({ signal }) => fetchMerchantProfile('sme', { token, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    if (!query.data) return;
    const profile = query.data;
    const next = smeHomePath(profile);
    queryClient.setQueryData(profileQueryKey('sme', token), profile);
    sessionStore.set('sme', { token, profile }, { next });
    void navigate(next, { replace: true });
  }, [query.data, token, navigate, queryClient]);

  if (query.isError) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <ErrorState title="This sign-in link did not work" error={query.error} onRetry={() => void query.refetch()} />
          <Button component={Link} to={paths.sme.signin()} variant="default">
            Go to sign in
          </Button>
        </Stack>
      </Container>
    );
  }
  return <PageLoader label="Signing you in" />;
}
