import { Anchor, Badge, Button, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconBan, IconSpeakerphone } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { Campaign } from '@app/shared/campaigns';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { Section } from '../../../../components/Section';
import { isApiError } from '../../../../lib/api-client';
import { plural } from '../../../../lib/numbers';
import { paths } from '../../../../lib/paths';
import { hasPermission, useCompanyContext } from '../../../companies/lib/company-context';
import { useCampaign } from '../../api/campaign';
import { useCampaignContracts } from '../../api/campaign-contracts';
import { AssignmentsContent } from '../../../content/merchant/components/AssignmentsContent';
import { FundingPanel } from '../../../payments/components/FundingPanel';
import { ReportHeadline } from '../../../reporting/components/ReportHeadline';
import { CampaignAbout } from '../components/CampaignAbout';
import { CampaignLogoUpload } from '../components/CampaignLogoUpload';
import { CampaignContracts } from '../components/CampaignContracts';
import { CampaignStatsTiles } from '../components/CampaignStatsTiles';
import { CampaignStatusBadge } from '../../components/CampaignStatusBadge';
import { CancelCampaignModal } from '../components/CancelCampaignModal';
import { CostBreakdown } from '../components/CostBreakdown';
import { CreatorsSection } from '../components/CreatorsSection';
import { DeliverablesSection } from '../components/DeliverablesSection';
import { PublicLinkActions } from '../components/PublicLinkActions';
import { campaignDateRange } from '../../lib/format';
import { formatMoney } from '../../../../lib/money';
import { canCancelCampaign, tabOfStatus } from '../../lib/status';

function DetailsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the campaign">
      <Skeleton height={28} width="50%" />
      <Skeleton height={16} width="35%" />
      <Skeleton height={72} />
      <Skeleton height={180} />
      <Skeleton height={180} />
    </Stack>
  );
}

/** Why a campaign cannot be funded now (the server refuses a cancelled or finished one), or null. */
function fundingClosedReason(campaign: Pick<Campaign, 'cancelled_at' | 'campaign_status_for_merchant'>) {
  if (campaign.cancelled_at || campaign.campaign_status_for_merchant === 'CANCELLED')
    return 'A cancelled campaign cannot be funded.';
  if (campaign.campaign_status_for_merchant === 'COMPLETED') return 'A finished campaign cannot be funded.';
  return null;
}

/**
 * /companies/{company_id}/details/{campaign_id}: one campaign. Header (status, dates in the
 * campaign's zone, budget, public page link), figures, the cost against the budget, the brief and
 * texts, the deliverables with each creator's cost, the creators with their invitation and
 * contracts, and the contracts; its funding (escrow), with a Fund button for owners (payments.manage); its report's
 * headline figures (reach, views, engagement rate, live posts) with a link to the full report.
 * Upcoming or ongoing campaigns can be cancelled (campaign.create), with a reason.
 */
export function CampaignDetailsPage() {
  const { campaignId = '' } = useParams();
  const { company } = useCompanyContext();
  const campaign = useCampaign(campaignId);
  const contracts = useCampaignContracts(company.id, campaign.data?.id ?? '');
  const [cancelOpened, cancelModal] = useDisclosure(false);

  // Back to the list the campaign is in.
  const backLink = (
    <Anchor
      component={Link}
      to={paths.company.campaigns(company.id, {
        tab: campaign.data ? tabOfStatus(campaign.data.campaign_status_for_merchant) : undefined,
      })}
      size="sm"
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to the campaigns
      </Group>
    </Anchor>
  );

  if (campaign.isPending) {
    return (
      <Stack gap="md">
        {backLink}
        <DetailsSkeleton />
      </Stack>
    );
  }

  if (campaign.isError) {
    const missing =
      isApiError(campaign.error) && (campaign.error.code === 'NOT_FOUND' || campaign.error.code === 'FORBIDDEN');
    return (
      <Stack gap="md">
        {backLink}
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Campaign`}>
          Campaign
        </PageTitle>
        {missing ? (
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              icon={<IconSpeakerphone size={32} aria-hidden />}
              withIndicatorBackground
              title="Campaign not found"
              description="There is no such campaign, or you cannot reach it."
              data-testid="campaign-not-found"
            >
              <EmptyState.Actions>
                <Button component={Link} to={paths.company.campaigns(company.id)} variant="default">
                  See all campaigns
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          <ErrorState
            title="We could not load the campaign"
            error={campaign.error}
            onRetry={() => void campaign.refetch()}
          />
        )}
      </Stack>
    );
  }

  const data = campaign.data;
  const status = data.campaign_status_for_merchant;
  const mayCreate = hasPermission(company, 'campaign.create');
  const mayCancel = canCancelCampaign(status, mayCreate);

  return (
    <Stack gap="md">
      {backLink}
      <Group justify="space-between" align="flex-start" gap="sm">
        <CampaignLogoUpload campaign={data} mayChange={mayCreate} />
        <Stack gap={6} miw={0} style={{ flex: '1 1 300px' }}>
          <PageTitle
            order={2}
            fz="xl"
            style={{ overflowWrap: 'anywhere' }}
            documentTitle={`${data.name} · ${company.name}`}
          >
            {data.name}
          </PageTitle>
          <Group gap="xs">
            <CampaignStatusBadge status={status} size="md" />
            {data.is_demo && (
              <Badge variant="outline" color="gray" tt="none">
                Demo
              </Badge>
            )}
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {data.brand_name}
            </Text>
          </Group>
          <Text size="sm" data-testid="campaign-dates">
            {campaignDateRange(data.start_date, data.end_date, data.timezone)}{' '}
            <Text span c="dimmed" inherit>
              ({data.timezone})
            </Text>
          </Text>
          <Text size="sm">
            <Text span c="dimmed" inherit>
              Budget{' '}
            </Text>
            <Text span fw={600} inherit data-testid="campaign-budget">
              {formatMoney(data.budget_minor, data.currency)}
            </Text>
            <Text span c="dimmed" inherit>
              {' '}
              · {plural(data.creators_count, 'creator')}
            </Text>
          </Text>
        </Stack>
        <Group gap="xs" style={{ flex: '0 1 auto' }}>
          <PublicLinkActions campaignId={data.id} />
          {mayCancel && (
            <Button
              color="red"
              variant="light"
              size="xs"
              leftSection={<IconBan size={14} aria-hidden />}
              onClick={cancelModal.open}
            >
              Cancel campaign
            </Button>
          )}
        </Group>
      </Group>

      {data.cancelled_at && (
        <Text size="sm" c="red" data-testid="cancelled-note">
          This campaign was cancelled; its pending and signed contracts are void.
        </Text>
      )}

      <Section title="Figures" order={3} data-testid="section-figures">
        <CampaignStatsTiles campaignId={data.id} currency={data.currency} />
      </Section>

      <Section title="Report" order={3} description="What the live posts reached so far." data-testid="section-report">
        <ReportHeadline campaignId={data.id} reportHref={paths.company.reports(company.id, { campaign: data.id })} />
      </Section>

      <Section
        title="Budget and cost"
        order={3}
        description={
          "Computed by the server from each creator's agreed price: " +
          'platform fee and VAT are on the deliverables total.'
        }
      >
        <CostBreakdown cost={data.cost} />
      </Section>

      <Section
        title="Funding"
        order={3}
        description="The agreed work, fee and VAT, paid into escrow and released to creators as posts are verified."
        data-testid="section-funding"
      >
        <FundingPanel
          subject={{ campaignId: data.id }}
          companyId={data.company_id}
          name={data.name}
          workMinor={data.cost.deliverables_total_minor}
          currency={data.cost.currency}
          closedReason={fundingClosedReason(data)}
          mayManage={hasPermission(company, 'payments.manage')}
        />
      </Section>

      <Section title="About the campaign" order={3}>
        <CampaignAbout campaign={data} companyId={company.id} />
      </Section>

      <Section title="Deliverables" order={3}>
        <DeliverablesSection campaign={data} mayEdit={mayCreate} />
      </Section>

      <Section title="Creators" order={3}>
        <CreatorsSection campaign={data} contracts={contracts.data} />
      </Section>

      <Section
        title="Content"
        order={3}
        description="Each creator's posts and their state: open one to review it."
        data-testid="section-content"
      >
        <AssignmentsContent companyId={company.id} scope={{ campaignId: data.id }} />
      </Section>

      <Section title="Contracts" order={3}>
        <CampaignContracts companyId={company.id} campaignId={data.id} contracts={contracts} />
      </Section>

      {/* Mounted while the campaign turns CANCELLED, so its success message and close still run. */}
      {mayCreate && <CancelCampaignModal campaign={data} opened={cancelOpened} onClose={cancelModal.close} />}
    </Stack>
  );
}
