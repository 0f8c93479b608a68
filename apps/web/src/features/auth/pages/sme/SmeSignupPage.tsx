import { SignupPage } from '../SignupPage';

/** /sme/auth/signup: step 1 of the SME sign-up sequence, the sign-up screen of the SME area. */
export function SmeSignupPage() {
  return <SignupPage area="sme" />;
}
