import { useRequestPasswordReset } from '../api/reset-password';
import { useSavePassword } from '../api/save-password';
import { ResetPasswordSteps, type ResetPasswordCalls } from '../components/ResetPasswordSteps';

const MERCHANT_CALLS: ResetPasswordCalls = {
  useRequestReset: useRequestPasswordReset,
  useSavePassword,
};

/** /auth/reset-password (brand and SME accounts): the request form, or with ?token&email the new-password form. */
export function ResetPasswordPage() {
  return <ResetPasswordSteps area="brand" calls={MERCHANT_CALLS} />;
}
