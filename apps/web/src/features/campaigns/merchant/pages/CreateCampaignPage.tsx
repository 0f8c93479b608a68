import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { can } from '@app/shared/permissions';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { isApiError } from '../../../../lib/api-client';
import { paths } from '../../../../lib/paths';
import type { BrandOption } from '../../../briefs/lib/brands';
import { useCompanyBrands } from '../../../briefs/lib/use-brands';
import { hasPermission } from '../../../companies/lib/company-context';
import { forgetDraft } from '../../api/create-campaign';
import { useDraft } from '../../api/draft';
import { CampaignWizard } from '../wizard/components/CampaignWizard';
import { draftStep, valuesFromDraft } from '../wizard/lib/draft';
import { newWizardValues } from '../wizard/lib/values';

/**
 * Whether the caller may create campaigns for the brand: its own role there when known, else the company page's
 * permissions.
 */
function canCreateFor(brand: BrandOption | undefined, company: Parameters<typeof hasPermission>[0]): boolean {
  if (brand?.role) return can(brand.role, 'campaign.create');
  return hasPermission(company, 'campaign.create');
}

/**
 * /companies/{company_id}/create: the campaign wizard. `?draft={id}` resumes a draft at its step;
 * the first "Save draft" of a new campaign puts the new draft's id there, so a reload resumes it.
 * A created campaign opens its details page.
 */
export function CreateCampaignPage() {
  const { company, brands } = useCompanyBrands();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const draftParam = params.get('draft');
  // The draft this page saved itself: its id in the address is not a draft to load.
  const [ownDraft, setOwnDraft] = useState<string | null>(null);
  const loadId = draftParam && draftParam !== ownDraft ? draftParam : null;
  const draft = useDraft(loadId);
  const [fresh] = useState(() => newWizardValues(brands[0]?.id ?? ''));
  const campaignsPath = paths.company.campaigns(company.id);

  const header = (
    <Stack gap="xs">
      <Anchor component={Link} to={campaignsPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to the campaigns
        </Group>
      </Anchor>
      <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Create a campaign`}>
        {loadId ? 'Resume a campaign draft' : 'Create a campaign'}
      </PageTitle>
    </Stack>
  );

  if (brands.length === 0) {
    return (
      <Stack gap="md">
        {header}
        <Alert variant="light" title="No brand yet">
          <Text size="sm">
            A campaign runs for a brand. Add a brand to this company first, then create the campaign for it.
          </Text>
        </Alert>
      </Stack>
    );
  }

  if (!brands.some((brand) => canCreateFor(brand, company))) {
    return (
      <Stack gap="md">
        {header}
        <Alert variant="light" color="yellow" title="You cannot create campaigns here">
          <Text size="sm">
            Your role in this company does not allow creating campaigns. Ask an owner or a brand manager.
          </Text>
        </Alert>
      </Stack>
    );
  }

  if (loadId && draft.isPending) {
    return (
      <Stack gap="md">
        {header}
        <Stack gap="sm" role="status" aria-label="Loading the draft">
          <Skeleton height={40} />
          <Skeleton height={200} />
        </Stack>
      </Stack>
    );
  }

  if (loadId && (draft.isError || (draft.data && draft.data.company_id !== company.id))) {
    const missing = draft.data
      ? true
      : isApiError(draft.error) && (draft.error.code === 'NOT_FOUND' || draft.error.code === 'FORBIDDEN');
    return (
      <Stack gap="md">
        {header}
        {missing ? (
          <Alert variant="light" color="yellow" title="This draft is not here">
            <Stack gap="sm">
              <Text size="sm">It was deleted, turned into a campaign, or belongs to another company.</Text>
              <Group>
                <Button size="xs" onClick={() => setParams({}, { replace: true })}>
                  Start a new campaign
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <ErrorState title="We could not load the draft" error={draft.error} onRetry={() => void draft.refetch()} />
        )}
      </Stack>
    );
  }

  const resumed = loadId && draft.data ? valuesFromDraft(draft.data.data) : null;
  const initialValues = resumed ? { ...resumed, brand_id: resumed.brand_id || (brands[0]?.id ?? '') } : fresh;

  return (
    <Stack gap="md">
      {header}
      <CampaignWizard
        key={loadId ? `draft:${loadId}` : 'new'}
        company={company}
        brands={brands}
        initialValues={initialValues}
        initialStep={loadId && draft.data ? draftStep(draft.data.step) : 0}
        draftId={loadId}
        onDraftSaved={(saved) => {
          if (loadId) return;
          setOwnDraft(saved.id);
          setParams({ draft: saved.id }, { replace: true });
        }}
        onCreated={(campaign, usedDraft) => {
          void Promise.resolve(navigate(paths.company.campaignDetails(company.id, campaign.id))).then(() => {
            if (usedDraft) forgetDraft(queryClient, usedDraft);
          });
        }}
      />
    </Stack>
  );
}
