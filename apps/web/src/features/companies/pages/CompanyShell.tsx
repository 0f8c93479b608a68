import { Container, Skeleton, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Outlet, useParams } from 'react-router';
import { ownsCompany } from '@app/shared/session';
import { AfterFirstPaint } from '../../../components/AfterFirstPaint';
import { NoAccessPage } from '../../../components/NoAccessPage';
import { ErrorState } from '../../../components/ErrorState';
import { isApiError } from '../../../lib/api-client';
import { useMerchantProfile } from '../../auth/api/profile';
import { useCompany } from '../api/company';
import { useSetLastCompany } from '../api/set-last-company';
import { CompanyHeader, CompanyHeaderSkeleton } from '../components/CompanyHeader';
import { CompanyTabs } from '../components/CompanyTabs';
import type { CompanyOutletContext } from '../lib/company-context';

/** Remembers the company the user opened (PATCH /user/merchants/last_company), once per company. */
function useRememberCompany(companyId: string, lastCompanyId: string | null | undefined) {
  const setLastCompany = useSetLastCompany();
  const sent = useRef<string | null>(null);
  const { mutate } = setLastCompany;
  useEffect(() => {
    if (!companyId || lastCompanyId === undefined || lastCompanyId === companyId || sent.current === companyId) return;
    sent.current = companyId;
    mutate(companyId);
  }, [companyId, lastCompanyId, mutate]);
}

function PageSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton height={28} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

/**
 * /companies/{company_id}: the company's header and section tabs around its pages (which get the
 * loaded company through the outlet context). Sits inside RequireCompany; a company the API does not
 * let the user reach (removed meanwhile) shows the "not found or no access" page, like a foreign id.
 */
export function CompanyShell() {
  const { companyId = '' } = useParams();
  const company = useCompany(companyId);
  const profile = useMerchantProfile('brand').data;
  useRememberCompany(companyId, profile?.last_company_id);

  if (
    company.isError &&
    isApiError(company.error) &&
    (company.error.code === 'NOT_FOUND' || company.error.code === 'FORBIDDEN')
  )
    return <NoAccessPage />;

  const context: CompanyOutletContext | null = company.data ? { company: company.data } : null;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        {company.data ? (
          <CompanyHeader
            company={company.data}
            parentReachable={Boolean(profile && company.data.parent && ownsCompany(profile, company.data.parent.id))}
          />
        ) : company.isError ? (
          <ErrorState
            title="We could not load this company"
            error={company.error}
            onRetry={() => void company.refetch()}
          />
        ) : (
          <CompanyHeaderSkeleton />
        )}
        {company.data && <CompanyTabs company={company.data} />}
        {context ? (
          <AfterFirstPaint fallback={<PageSkeleton label="Loading the page" />}>
            <Outlet context={context} />
          </AfterFirstPaint>
        ) : (
          !company.isError && <PageSkeleton label="Loading the company" />
        )}
      </Stack>
    </Container>
  );
}
