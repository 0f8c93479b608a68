import { ResetPasswordSteps, type ResetPasswordCalls } from '../../auth/components/ResetPasswordSteps';
import { useRequestCreatorPasswordReset } from '../api/reset-password';
import { useSaveCreatorPassword } from '../api/save-password';

const CREATOR_CALLS: ResetPasswordCalls = {
  useRequestReset: useRequestCreatorPasswordReset,
  useSavePassword: useSaveCreatorPassword,
};

/** /creator/reset-password: the request form, or with ?token&email (the e-mailed link) the new-password form. */
export function CreatorResetPasswordPage() {
  return <ResetPasswordSteps area="creator" calls={CREATOR_CALLS} />;
}
