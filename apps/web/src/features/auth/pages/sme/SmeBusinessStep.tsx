import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MerchantProfile } from '@app/shared/auth';
import { smeCompany, smeHomePath } from '@app/shared/session';
import { toast } from '../../../../components/toast';
import { paths } from '../../../../lib/paths';
import { sessionStore } from '../../../../lib/session';
import { useCompleteSignup } from '../../api/complete-signup';
import { fetchMerchantProfile, profileQueryKey } from '../../api/profile';
import { BusinessNameForm } from '../../components/BusinessNameForm';

/**
 * POST /auth/merchant/complete-signup?is_sme=true with the business name, then the new SME
 * dashboard. Shared by /sme/auth/complete-signup and /sme/auth/create-brand.
 */
export function SmeBusinessStep({ defaultName, submitLabel }: { defaultName?: string | null; submitLabel?: string }) {
  const complete = useCompleteSignup();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = (businessName: string) => {
    complete.mutate(businessName, {
      onSuccess: async (reply) => {
        let profile: MerchantProfile | null = reply && Array.isArray(reply.companies) ? reply : null;
        if (!profile || !smeCompany(profile)) profile = await fetchMerchantProfile('sme').catch(() => profile);
        const token = sessionStore.getToken('sme');
        if (profile && token) {
          queryClient.setQueryData(profileQueryKey('sme', token), profile);
          sessionStore.setProfile('sme', profile);
        }
        toast({ type: 'success', message: 'Your business is set up.' });
        void navigate(profile ? smeHomePath(profile) : paths.sme.root(), { replace: true });
      },
    });
  };

  return (
    <BusinessNameForm
      defaultName={defaultName}
      onSubmit={onSubmit}
      pending={complete.isPending}
      error={complete.error}
      submitLabel={submitLabel}
    />
  );
}
