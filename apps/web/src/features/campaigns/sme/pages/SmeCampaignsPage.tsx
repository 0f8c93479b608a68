import { Button, Container, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { PaginationBar } from '../../../../components/PaginationBar';
import { paths } from '../../../../lib/paths';
import { useSmeCampaigns } from '../../api/sme-campaigns';
import { SmeCampaignCard } from '../components/SmeCampaignCard';
import { readSmePaging, SME_DEFAULT_PAGE_SIZE, withSmePaging, type SmePaging } from '../lib/paging';

function CreateButton({ smeId }: { smeId: string }) {
  return (
    <Button
      component={Link}
      to={paths.sme.company.createCampaign(smeId)}
      size="md"
      leftSection={<IconPlus size={18} />}
    >
      Create campaign
    </Button>
  );
}

function LoadingCards() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading campaigns" data-testid="sme-campaigns-loading">
      {[0, 1, 2].map((key) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Skeleton height={22} width="55%" />
              <Skeleton height={26} width={90} radius="xl" />
            </Group>
            <Skeleton height={26} width="45%" radius="xl" />
            <Skeleton height={16} width="60%" />
            <Skeleton height={16} width="70%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /sme/{sme_id}/campaigns: the business's campaigns as the API sorts them (status ascending), paged (5, 10, 20, 50 a
 * page, kept in the address), one card each leading to its report; Create campaign above them, and in the empty list.
 */
export function SmeCampaignsPage() {
  const { smeId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const paging = readSmePaging(searchParams);
  const campaigns = useSmeCampaigns(smeId, paging);

  const setPaging = useCallback(
    (next: SmePaging) => setSearchParams((current) => withSmePaging(current, next), { replace: true }),
    [setSearchParams],
  );

  const data = campaigns.data;
  const empty = data?.results_count === 0;

  let body;
  if (campaigns.isPending) body = <LoadingCards />;
  else if (campaigns.isError && !data)
    body = (
      <ErrorState
        title="We could not load your campaigns"
        error={campaigns.error}
        onRetry={() => void campaigns.refetch()}
      />
    );
  else if (data && empty)
    body = (
      <Paper withBorder radius="md" p="xl" data-testid="sme-campaigns-empty">
        <Stack gap="sm" align="center" ta="center">
          <IconSpeakerphone size={40} stroke={1.5} aria-hidden />
          <Text fw={600} size="lg">
            No campaigns yet
          </Text>
          <Text size="sm" c="dimmed">
            Pick a package for your budget and we choose the creators for you. You pay with M-Pesa.
          </Text>
          <CreateButton smeId={smeId} />
        </Stack>
      </Paper>
    );
  else if (data)
    body = (
      <Stack gap="md">
        {campaigns.isError && (
          <ErrorState
            title="We could not load this page"
            error={campaigns.error}
            onRetry={() => void campaigns.refetch()}
          />
        )}
        <Stack
          gap="sm"
          component="ul"
          aria-label="Campaigns"
          aria-busy={campaigns.isPlaceholderData || undefined}
          style={{ listStyle: 'none', padding: 0, margin: 0, opacity: campaigns.isPlaceholderData ? 0.6 : 1 }}
        >
          {data.results.map((campaign) => (
            <li key={campaign.id}>
              <SmeCampaignCard campaign={campaign} smeId={smeId} />
            </li>
          ))}
        </Stack>
        <PaginationBar
          page={paging.page_number}
          pageSize={paging.page_size}
          total={data.results_count}
          defaultPageSize={SME_DEFAULT_PAGE_SIZE}
          noun="campaigns"
          onPageChange={(page) => setPaging({ ...paging, page_number: page })}
          onPageSizeChange={(size) => setPaging({ page_number: 1, page_size: size })}
        />
      </Stack>
    );

  return (
    <Container size="md" py="lg" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <PageTitle fz={{ base: 26, sm: 32 }}>Campaigns</PageTitle>
          {!empty && <CreateButton smeId={smeId} />}
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
