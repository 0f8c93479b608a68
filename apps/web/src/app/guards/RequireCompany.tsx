import { useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import type { MerchantProfile } from '@app/shared/auth';
import { ownsCompany } from '@app/shared/session';
import { PageLoader } from '../../components/PageLoader';
import { useMerchantProfile } from '../../features/auth/api/profile';
import { NoAccessPage } from '../../components/NoAccessPage';
import { ProfileGate } from './ProfileGate';

/**
 * A company missing from a cached profile may be one the user joined a moment ago (invited, or a
 * brand added by a teammate): the profile is fetched once more before the user is sent away.
 */
function Membership({ profile, companyId }: { profile: MerchantProfile; companyId: string }) {
  const { refetch } = useMerchantProfile('brand');
  const owns = ownsCompany(profile, companyId);
  const [rechecked, setRechecked] = useState<string | null>(null);
  useEffect(() => {
    if (owns || rechecked === companyId) return;
    void refetch().finally(() => setRechecked(companyId));
  }, [owns, companyId, rechecked, refetch]);

  if (owns) return <Outlet />;
  if (rechecked !== companyId) return <PageLoader label="Checking your access" />;
  return <NoAccessPage />;
}

/**
 * /companies/{company_id}/...: the company must be among the profile's companies; otherwise a
 * "not found or no access" page whose way back is /companies (spec section 4's destination).
 */
export function RequireCompany() {
  const { companyId = '' } = useParams();
  return <ProfileGate kind="brand">{(profile) => <Membership profile={profile} companyId={companyId} />}</ProfileGate>;
}
