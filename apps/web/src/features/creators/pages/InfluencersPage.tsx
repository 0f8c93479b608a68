import { Container, NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useMerchantProfile } from '../../auth/api/profile';
import { useCompanies } from '../../companies/api/companies';
import { groupCompanies, pickWorkingCompany } from '../../../lib/working-company';
import { CreatorDiscovery } from '../components/CreatorDiscovery';

/** The query parameter naming the company whose groups the brand-wide pages use. */
export const COMPANY_PARAM = 'company';

/**
 * /influencers: the creator catalogue outside a company. Group filter and "Add to group" use one
 * company's groups: the one in the URL, else the last company opened.
 */
export function InfluencersPage() {
  const [params, setParams] = useSearchParams();
  const companies = useCompanies();
  const profile = useMerchantProfile('brand').data;
  const usable = useMemo(() => groupCompanies(companies.data ?? []), [companies.data]);
  const companyId = pickWorkingCompany(companies.data ?? [], params.get(COMPANY_PARAM), profile?.last_company_id);

  const picker =
    usable.length > 1 && companyId ? (
      <NativeSelect
        label="Creator groups of"
        value={companyId}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set(COMPANY_PARAM, value);
              next.delete('group');
              next.delete('page');
              return next;
            },
            { replace: true },
          );
        }}
        data={usable.map((c) => ({ value: c.id, label: c.name }))}
        maw={320}
        size="sm"
      />
    ) : null;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <PageTitle>Influencers</PageTitle>
          <Text size="sm" c="dimmed">
            Every creator on the platform. Open one for their channels, audience and recent posts, or select several to
            compare or group them.
          </Text>
        </Stack>
        <CreatorDiscovery companyId={companyId} toolbar={picker} canManageGroups={usable.length > 0} />
      </Stack>
    </Container>
  );
}
